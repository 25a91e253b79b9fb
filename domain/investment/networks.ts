/**
 * Each network the checkouts use (CHECKOUTS in ../constants.ts), in one entry: the form of an
 * address and of a transaction's hash on it (what a withdrawal and a payment report are checked
 * against, ./validation.ts), and the address development receives deposits on while the operator
 * has set none (server/investor/settings.ts). The table is keyed by the checkouts' networks: a
 * network added to CHECKOUTS does not compile until it has its entry here.
 */
import type { CheckoutNetwork } from '../constants';

/** The form of a string on a network, and how a message describes it to the investor. */
export interface NetworkForm {
  pattern: RegExp;
  example: string;
}

export interface Network {
  /** A wallet address. */
  address: NetworkForm;
  /** A transaction's id: hex of its 32-byte hash (0x-prefixed on EVM chains), a Solana signature in base58. */
  txHash: NetworkForm;
  /**
   * Where development's deposits go: an address of the network's own form (the operator's
   * `set-address` accepts no other) that nobody holds, which the API marks as a test address.
   */
  developmentAddress: string;
}

const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
const HEX_64 = '[0-9a-fA-F]{64}';

/** ERC20 and BEP20 are both EVM chains: the same address and hash forms, and the same unowned address. */
const EVM: Network = {
  address: { pattern: /^0x[0-9a-fA-F]{40}$/, example: '0x followed by 40 hexadecimal characters' },
  txHash: { pattern: new RegExp(`^0x${HEX_64}$`), example: '0x followed by 64 hexadecimal characters' },
  developmentAddress: '0x000000000000000000000000000000000000dEaD',
};

export const NETWORKS: Record<CheckoutNetwork, Network> = {
  Bitcoin: {
    address: { pattern: new RegExp(`^(?:bc1[02-9ac-hj-np-z]{11,71}|[13]${BASE58}{25,34})$`), example: 'bc1q… or 1… / 3…' },
    txHash: { pattern: new RegExp(`^${HEX_64}$`), example: '64 hexadecimal characters' },
    developmentAddress: 'bc1qtestaddressneverusexxxxxxxxxxxxxxxxxx0',
  },
  ERC20: EVM,
  BEP20: EVM,
  TRC20: {
    address: { pattern: new RegExp(`^T${BASE58}{33}$`), example: 'T followed by 33 characters' },
    txHash: { pattern: new RegExp(`^${HEX_64}$`), example: '64 hexadecimal characters' },
    developmentAddress: 'TXYZtestAddressDoNotUse11111111111',
  },
  Solana: {
    address: { pattern: new RegExp(`^${BASE58}{32,44}$`), example: '32 to 44 base58 characters' },
    txHash: { pattern: new RegExp(`^${BASE58}{86,88}$`), example: '86 to 88 base58 characters' },
    developmentAddress: 'TestAddressDoNotUse11111111111111111111111',
  },
};

/** The entry of `network`, or none for a name that is no checkout network. */
export function networkOf(network: string): Network | undefined {
  return Object.hasOwn(NETWORKS, network) ? NETWORKS[network as CheckoutNetwork] : undefined;
}
