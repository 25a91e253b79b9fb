/**
 * The investor area's endpoints, every one signed in: their bodies, queries and answers
 * are the schemas of ./investorSchemas.ts, whose types ./investor.ts names.
 */
import { Type } from 'typebox';
import { endpoint, type Endpoint } from './endpoint';
import { MessageResponse } from './accountSchemas';
import {
  BreakdownWire, CheckoutDepositWire, CreateDepositRequest, InvestmentOptionsWire, InvestmentWire, OpenDepositWire, OverviewWire,
  PageQuerystring, PasswordChangeRequest, ProfileUpdateRequest, ProfileWire, ReferralsWire, ReportPaymentRequest, TerminateRequest,
  TransactionsCsv, TransactionsPageWire, TransactionsQuerystring, UpgradeRequest, WithdrawalRequest, WithdrawalWire,
} from './investorSchemas';
import { INVESTOR_ROUTES } from './paths';
import { idParams, str } from './schema';

const SIGNED_IN = { 401: ['token_not_valid'] } as const;
const id = idParams();

export const INVESTOR_API = {
  overview: endpoint(INVESTOR_ROUTES.overview, { response: { 200: OverviewWire }, errors: SIGNED_IN }),
  /** The running investments all, the finished ones page N. */
  investments: endpoint(INVESTOR_ROUTES.investments, { querystring: PageQuerystring, response: { 200: BreakdownWire }, errors: SIGNED_IN }),
  investmentOptions: endpoint(INVESTOR_ROUTES.investmentOptions, { params: id, response: { 200: InvestmentOptionsWire }, errors: SIGNED_IN }),
  terminate: endpoint(INVESTOR_ROUTES.terminate, { params: id, body: TerminateRequest, response: { 200: InvestmentWire }, errors: SIGNED_IN }),
  /** Reinvesting and upgrading start a new investment (201, the new one); ending answers the one ended. */
  reinvest: endpoint(INVESTOR_ROUTES.reinvest, { params: id, response: { 201: InvestmentWire }, errors: SIGNED_IN }),
  upgrade: endpoint(INVESTOR_ROUTES.upgrade, { params: id, body: UpgradeRequest, response: { 201: InvestmentWire }, errors: SIGNED_IN }),
  end: endpoint(INVESTOR_ROUTES.end, { params: id, response: { 200: InvestmentWire }, errors: SIGNED_IN }),

  createDeposit: endpoint(INVESTOR_ROUTES.createDeposit, { body: CreateDepositRequest, response: { 201: CheckoutDepositWire }, errors: SIGNED_IN }),
  /** The open deposit of a checkout: `{ deposit }`, null when there is none. */
  openDeposit: endpoint(INVESTOR_ROUTES.openDeposit, {
    params: Type.Object({ checkout: str(32) }), response: { 200: OpenDepositWire }, errors: SIGNED_IN,
  }),
  requote: endpoint(INVESTOR_ROUTES.requote, { params: id, response: { 200: CheckoutDepositWire }, errors: SIGNED_IN }),
  reportPayment: endpoint(INVESTOR_ROUTES.reportPayment, {
    params: id, body: ReportPaymentRequest, response: { 200: CheckoutDepositWire }, errors: SIGNED_IN,
  }),

  /** Money to a destination this investor never used needs a fresh step-up. */
  withdraw: endpoint(INVESTOR_ROUTES.withdraw, {
    body: WithdrawalRequest, response: { 201: WithdrawalWire }, errors: { ...SIGNED_IN, 403: ['step_up_required'] },
  }),

  transactions: endpoint(INVESTOR_ROUTES.transactions, { querystring: TransactionsQuerystring, response: { 200: TransactionsPageWire }, errors: SIGNED_IN }),
  /** The same filters, every page, as CSV. */
  exportTransactions: endpoint(INVESTOR_ROUTES.exportTransactions, {
    querystring: TransactionsQuerystring, response: { 200: TransactionsCsv }, errors: SIGNED_IN,
  }),
  referrals: endpoint(INVESTOR_ROUTES.referrals, { response: { 200: ReferralsWire }, errors: SIGNED_IN }),
  profile: endpoint(INVESTOR_ROUTES.profile, { response: { 200: ProfileWire }, errors: SIGNED_IN }),
  /** Answers the profile as changed. */
  updateProfile: endpoint(INVESTOR_ROUTES.updateProfile, { body: ProfileUpdateRequest, response: { 200: ProfileWire }, errors: SIGNED_IN }),
  /** With two-factor sign-in on, the current password is not proof enough: a fresh step-up too. */
  changePassword: endpoint(INVESTOR_ROUTES.changePassword, {
    body: PasswordChangeRequest, response: { 200: MessageResponse },
    errors: { ...SIGNED_IN, 400: ['wrong_proof'], 403: ['step_up_required'], 429: [], 503: ['server_busy'] },
  }),
} satisfies { [Name in keyof typeof INVESTOR_ROUTES]: Endpoint };
