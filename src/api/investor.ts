/**
 * The investor area's calls on the app's one HTTP client. Each call rejects with an
 * Error whose message is ready to show (the server's detail, else the call's fallback), and maps
 * the wire to the shapes the machines hold.
 */
import { pathWith } from '../../contract/endpoint';
import { INVESTOR_PATHS } from '../../contract/paths';
import { http } from './client';
import { withShownError } from './errors';
import type {
  BreakdownWire, CheckoutDepositWire, CreateDepositRequest, InvestmentOptionsWire, OverviewWire, PasswordChangeRequest,
  ProfileUpdateRequest, ProfileWire, ReferralsWire, TransactionsPageWire, TransactionsQuery, WithdrawalRequest,
} from '../../contract/investor';
import type { CheckoutDeposit } from '../../domain/investment/types';

export const INVESTOR_FALLBACKS = {
  load: 'We could not load your account right now. Please try again.',
  deposit: 'We could not start the deposit. Please try again.',
  report: 'We could not record your payment. Please try again.',
  requote: 'We could not get a new quote. Please try again.',
  withdraw: 'We could not submit the withdrawal. Please try again.',
  action: 'We could not complete this action. Please try again.',
  profile: 'We could not save your profile. Please try again.',
  password: 'We could not change your password. Please try again.',
  export: 'We could not export the transactions. Please try again.',
} as const;

const call = withShownError;

type Options = { signal?: AbortSignal };

/** The server says how long the quote has left; this device's clock decides when that is. */
export function toCheckoutDeposit(wire: CheckoutDepositWire): CheckoutDeposit {
  return {
    id: wire.id, slug: wire.checkout, currency: wire.currency, network: wire.network, planId: wire.plan, sectorId: wire.sector,
    amountCents: wire.amount_cents, coinAmount: wire.coin_amount, rateCents: wire.rate_cents, address: wire.address,
    isTestAddress: wire.is_test_address, expiresAt: Date.now() + wire.expires_in_ms, status: wire.status, txHash: wire.tx_hash,
  };
}

function transactionParams(query: TransactionsQuery) {
  const params: Record<string, string> = {};
  if (query.type) params.type = query.type;
  if (query.from) params.from = query.from;
  if (query.to) params.to = query.to;
  if (query.page && query.page > 1) params.page = String(query.page);
  return params;
}

export const investorApi = {
  overview: (o: Options = {}) => call(() => http.get<OverviewWire>(INVESTOR_PATHS.overview, o), INVESTOR_FALLBACKS.load),
  /** The running investments, and page `page` of the finished ones. */
  breakdown: ({ page = 1 }: { page?: number } = {}, o: Options = {}) =>
    call(() => http.get<BreakdownWire>(INVESTOR_PATHS.investments, { ...o, params: page > 1 ? { page: String(page) } : {} }), INVESTOR_FALLBACKS.load),
  investmentOptions: (id: string, o: Options = {}) =>
    call(() => http.get<InvestmentOptionsWire>(pathWith(INVESTOR_PATHS.investmentOptions, { id }), o), INVESTOR_FALLBACKS.action),
  terminate: (id: string, expectedPayoutCents: number, o: Options = {}) =>
    call(() => http.post(pathWith(INVESTOR_PATHS.terminate, { id }), { expected_payout_cents: expectedPayoutCents }, o), INVESTOR_FALLBACKS.action),
  reinvest: (id: string, o: Options = {}) => call(() => http.post(pathWith(INVESTOR_PATHS.reinvest, { id }), {}, o), INVESTOR_FALLBACKS.action),
  upgrade: (id: string, plan: string, amountCents: number, o: Options = {}) =>
    call(() => http.post(pathWith(INVESTOR_PATHS.upgrade, { id }), { plan, amount_cents: amountCents }, o), INVESTOR_FALLBACKS.action),
  end: (id: string, o: Options = {}) => call(() => http.post(pathWith(INVESTOR_PATHS.end, { id }), {}, o), INVESTOR_FALLBACKS.action),

  createDeposit: async (body: CreateDepositRequest, o: Options = {}) =>
    toCheckoutDeposit(await call(() => http.post<CheckoutDepositWire>(INVESTOR_PATHS.createDeposit, body, o), INVESTOR_FALLBACKS.deposit)),
  /** The open deposit of a checkout, or null when there is none. */
  openDeposit: async (checkout: string, o: Options = {}): Promise<CheckoutDeposit | null> => {
    const answer = await call(
      () => http.get<{ deposit: CheckoutDepositWire | null }>(pathWith(INVESTOR_PATHS.openDeposit, { checkout }), o),
      INVESTOR_FALLBACKS.load,
    );
    return answer.deposit ? toCheckoutDeposit(answer.deposit) : null;
  },
  reportPayment: async (id: string, txHash: string, o: Options = {}) =>
    toCheckoutDeposit(await call(() => http.post<CheckoutDepositWire>(pathWith(INVESTOR_PATHS.reportPayment, { id }), { tx_hash: txHash }, o), INVESTOR_FALLBACKS.report)),
  requote: async (id: string, o: Options = {}) =>
    toCheckoutDeposit(await call(() => http.post<CheckoutDepositWire>(pathWith(INVESTOR_PATHS.requote, { id }), {}, o), INVESTOR_FALLBACKS.requote)),

  requestWithdrawal: (body: WithdrawalRequest, o: Options = {}) => call(() => http.post(INVESTOR_PATHS.withdraw, body, o), INVESTOR_FALLBACKS.withdraw),

  transactions: (query: TransactionsQuery, o: Options = {}) =>
    call(() => http.get<TransactionsPageWire>(INVESTOR_PATHS.transactions, { ...o, params: transactionParams(query) }), INVESTOR_FALLBACKS.load),
  transactionsCsv: (query: TransactionsQuery, o: Options = {}) =>
    call(() => http.get<string>(INVESTOR_PATHS.exportTransactions, { ...o, params: transactionParams({ ...query, page: 1 }), responseType: 'text' }), INVESTOR_FALLBACKS.export),

  referrals: (o: Options = {}) => call(() => http.get<ReferralsWire>(INVESTOR_PATHS.referrals, o), INVESTOR_FALLBACKS.load),
  profile: (o: Options = {}) => call(() => http.get<ProfileWire>(INVESTOR_PATHS.profile, o), INVESTOR_FALLBACKS.load),
  updateProfile: (body: ProfileUpdateRequest, o: Options = {}) => call(() => http.put<ProfileWire>(INVESTOR_PATHS.profile, body, o), INVESTOR_FALLBACKS.profile),
  changePassword: (body: PasswordChangeRequest, o: Options = {}) => call(() => http.post(INVESTOR_PATHS.changePassword, body, o), INVESTOR_FALLBACKS.password),
};
