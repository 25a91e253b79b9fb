/**
 * The investor area's endpoints, every one signed in: their bodies, queries and answers
 * are the schemas of ./investorSchemas.ts, whose types ./investor.ts names.
 */
import { Type } from 'typebox';
import { endpoint } from './endpoint';
import { MessageResponse } from './accountSchemas';
import {
  BreakdownWire, CheckoutDepositWire, CreateDepositRequest, InvestmentOptionsWire, InvestmentWire, OpenDepositWire, OverviewWire,
  PageQuerystring, PasswordChangeRequest, ProfileUpdateRequest, ProfileWire, ReferralsWire, ReportPaymentRequest, TerminateRequest,
  TransactionsCsv, TransactionsPageWire, TransactionsQuerystring, UpgradeRequest, WithdrawalRequest, WithdrawalWire,
} from './investorSchemas';
import { INVESTOR_PATHS } from './paths';
import { idParams, str } from './schema';

const SIGNED_IN = { 401: ['token_not_valid'] } as const;
const id = idParams();

export const INVESTOR_API = {
  overview: endpoint({ method: 'GET', path: INVESTOR_PATHS.overview, response: { 200: OverviewWire }, errors: SIGNED_IN }),
  /** The running investments all, the finished ones page N. */
  investments: endpoint({ method: 'GET', path: INVESTOR_PATHS.investments, querystring: PageQuerystring, response: { 200: BreakdownWire }, errors: SIGNED_IN }),
  investmentOptions: endpoint({ method: 'GET', path: INVESTOR_PATHS.investmentOptions, params: id, response: { 200: InvestmentOptionsWire }, errors: SIGNED_IN }),
  terminate: endpoint({ method: 'POST', path: INVESTOR_PATHS.terminate, params: id, body: TerminateRequest, response: { 200: InvestmentWire }, errors: SIGNED_IN }),
  /** Reinvesting and upgrading start a new investment (201, the new one); ending answers the one ended. */
  reinvest: endpoint({ method: 'POST', path: INVESTOR_PATHS.reinvest, params: id, response: { 201: InvestmentWire }, errors: SIGNED_IN }),
  upgrade: endpoint({ method: 'POST', path: INVESTOR_PATHS.upgrade, params: id, body: UpgradeRequest, response: { 201: InvestmentWire }, errors: SIGNED_IN }),
  end: endpoint({ method: 'POST', path: INVESTOR_PATHS.end, params: id, response: { 200: InvestmentWire }, errors: SIGNED_IN }),

  createDeposit: endpoint({ method: 'POST', path: INVESTOR_PATHS.createDeposit, body: CreateDepositRequest, response: { 201: CheckoutDepositWire }, errors: SIGNED_IN }),
  /** The open deposit of a checkout: `{ deposit }`, null when there is none. */
  openDeposit: endpoint({
    method: 'GET', path: INVESTOR_PATHS.openDeposit, params: Type.Object({ checkout: str(32) }), response: { 200: OpenDepositWire }, errors: SIGNED_IN,
  }),
  requote: endpoint({ method: 'POST', path: INVESTOR_PATHS.requote, params: id, response: { 200: CheckoutDepositWire }, errors: SIGNED_IN }),
  reportPayment: endpoint({
    method: 'POST', path: INVESTOR_PATHS.reportPayment, params: id, body: ReportPaymentRequest, response: { 200: CheckoutDepositWire }, errors: SIGNED_IN,
  }),

  /** Money to a destination this investor never used needs a fresh step-up. */
  withdraw: endpoint({
    method: 'POST', path: INVESTOR_PATHS.withdraw, body: WithdrawalRequest, response: { 201: WithdrawalWire }, errors: { ...SIGNED_IN, 403: ['step_up_required'] },
  }),

  transactions: endpoint({ method: 'GET', path: INVESTOR_PATHS.transactions, querystring: TransactionsQuerystring, response: { 200: TransactionsPageWire }, errors: SIGNED_IN }),
  /** The same filters, every page, as CSV. */
  exportTransactions: endpoint({
    method: 'GET', path: INVESTOR_PATHS.exportTransactions, querystring: TransactionsQuerystring, response: { 200: TransactionsCsv }, errors: SIGNED_IN,
  }),
  referrals: endpoint({ method: 'GET', path: INVESTOR_PATHS.referrals, response: { 200: ReferralsWire }, errors: SIGNED_IN }),
  profile: endpoint({ method: 'GET', path: INVESTOR_PATHS.profile, response: { 200: ProfileWire }, errors: SIGNED_IN }),
  /** Answers the profile as changed. */
  updateProfile: endpoint({ method: 'PUT', path: INVESTOR_PATHS.profile, body: ProfileUpdateRequest, response: { 200: ProfileWire }, errors: SIGNED_IN }),
  /** With two-factor sign-in on, the current password is not proof enough: a fresh step-up too. */
  changePassword: endpoint({
    method: 'POST', path: INVESTOR_PATHS.changePassword, body: PasswordChangeRequest, response: { 200: MessageResponse },
    errors: { ...SIGNED_IN, 400: ['wrong_proof'], 403: ['step_up_required'], 429: [], 503: ['server_busy'] },
  }),
};
