/**
 * Operator settings: the receiving address of each network and the early-termination fee. The
 * development defaults are test addresses, and the API says so, so nobody sends real funds to them.
 */
import { CHECKOUTS, DEFAULT_EARLY_TERMINATION_FEE_BPS, type CheckoutSlug } from '../../domain/constants';
import { NETWORKS } from '../../domain/investment/networks';
import type { Executor } from './schema';

/** Development's receiving address of each checkout: its network's (domain/investment/networks.ts). */
export const TEST_ADDRESSES = Object.fromEntries(
  CHECKOUTS.map((checkout) => [checkout.slug, NETWORKS[checkout.network].developmentAddress]),
) as Record<CheckoutSlug, string>;

const addressKey = (slug: string) => `address:${slug}`;
const FEE_KEY = 'early_termination_fee_bps';

async function read(db: Executor, key: string): Promise<string | undefined> {
  return (await db.selectFrom('investor_settings').select('value').where('key', '=', key).executeTakeFirst())?.value;
}

export async function write(db: Executor, key: string, value: string): Promise<void> {
  await db.insertInto('investor_settings').values({ key, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
}

/**
 * The address a network's deposits go to: the operator's, or else a test address, which only
 * development may hand out (`testAddresses: false` in production gives null instead).
 */
export async function receivingAddress(
  db: Executor, slug: CheckoutSlug, { testAddresses = true }: { testAddresses?: boolean } = {},
): Promise<{ address: string; isTest: boolean } | null> {
  const configured = await read(db, addressKey(slug));
  if (configured) return { address: configured, isTest: false };
  return testAddresses ? { address: TEST_ADDRESSES[slug], isTest: true } : null;
}

export const setReceivingAddress = (db: Executor, slug: CheckoutSlug, address: string) => write(db, addressKey(slug), address);

export async function earlyTerminationFeeBps(db: Executor): Promise<number> {
  const value = Number(await read(db, FEE_KEY));
  return Number.isInteger(value) ? value : DEFAULT_EARLY_TERMINATION_FEE_BPS;
}

export const setEarlyTerminationFeeBps = (db: Executor, bps: number) => write(db, FEE_KEY, String(bps));
