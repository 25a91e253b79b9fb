/**
 * The investor area's endpoints (issue 6), every one signed in. Their bodies and queries are
 * schemas; their answers are still the interfaces of ./investor.ts (not yet described in the
 * OpenAPI document).
 */
import { Type } from 'typebox';
import { endpoint } from './endpoint';
import {
  CreateDepositRequest, PageQuerystring, PasswordChangeRequest, ProfileUpdateRequest, ReportPaymentRequest, TerminateRequest,
  TransactionsQuerystring, UpgradeRequest, WithdrawalRequest,
} from './investorSchemas';
import { INVESTOR_PATHS } from './paths';
import { idParams, str } from './schema';

const SIGNED_IN = { 401: ['token_not_valid'] } as const;
const id = idParams();

export const INVESTOR_API = {
  overview: endpoint({ method: 'GET', path: INVESTOR_PATHS.overview, errors: SIGNED_IN }),
  /** The running investments all, the finished ones page N. */
  investments: endpoint({ method: 'GET', path: INVESTOR_PATHS.investments, querystring: PageQuerystring, errors: SIGNED_IN }),
  investmentOptions: endpoint({ method: 'GET', path: INVESTOR_PATHS.investmentOptions, params: id, errors: SIGNED_IN }),
  terminate: endpoint({ method: 'POST', path: INVESTOR_PATHS.terminate, params: id, body: TerminateRequest, errors: SIGNED_IN }),
  reinvest: endpoint({ method: 'POST', path: INVESTOR_PATHS.reinvest, params: id, errors: SIGNED_IN }),
  upgrade: endpoint({ method: 'POST', path: INVESTOR_PATHS.upgrade, params: id, body: UpgradeRequest, errors: SIGNED_IN }),
  end: endpoint({ method: 'POST', path: INVESTOR_PATHS.end, params: id, errors: SIGNED_IN }),

  createDeposit: endpoint({ method: 'POST', path: INVESTOR_PATHS.createDeposit, body: CreateDepositRequest, errors: SIGNED_IN }),
  /** The open deposit of a checkout: `{ deposit }`, null when there is none. */
  openDeposit: endpoint({ method: 'GET', path: INVESTOR_PATHS.openDeposit, params: Type.Object({ checkout: str(32) }), errors: SIGNED_IN }),
  requote: endpoint({ method: 'POST', path: INVESTOR_PATHS.requote, params: id, errors: SIGNED_IN }),
  reportPayment: endpoint({ method: 'POST', path: INVESTOR_PATHS.reportPayment, params: id, body: ReportPaymentRequest, errors: SIGNED_IN }),

  /** Money to a destination this investor never used needs a fresh step-up. */
  withdraw: endpoint({ method: 'POST', path: INVESTOR_PATHS.withdraw, body: WithdrawalRequest, errors: { ...SIGNED_IN, 403: ['step_up_required'] } }),

  transactions: endpoint({ method: 'GET', path: INVESTOR_PATHS.transactions, querystring: TransactionsQuerystring, errors: SIGNED_IN }),
  /** The same filters, every page, as CSV. */
  exportTransactions: endpoint({ method: 'GET', path: INVESTOR_PATHS.exportTransactions, querystring: TransactionsQuerystring, errors: SIGNED_IN }),
  referrals: endpoint({ method: 'GET', path: INVESTOR_PATHS.referrals, errors: SIGNED_IN }),
  profile: endpoint({ method: 'GET', path: INVESTOR_PATHS.profile, errors: SIGNED_IN }),
  updateProfile: endpoint({ method: 'PUT', path: INVESTOR_PATHS.profile, body: ProfileUpdateRequest, errors: SIGNED_IN }),
  /** With two-factor sign-in on, the current password is not proof enough: a fresh step-up too. */
  changePassword: endpoint({
    method: 'POST', path: INVESTOR_PATHS.changePassword, body: PasswordChangeRequest, errors: { ...SIGNED_IN, 403: ['step_up_required'], 503: ['server_busy'] },
  }),
};
