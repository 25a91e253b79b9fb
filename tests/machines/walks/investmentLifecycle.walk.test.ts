import { investmentNext } from '../../../machines/investment/lifecycle';
import { FINAL_STATUSES, STATUS_BADGES } from '../../oracle/dashboard';
import { walkLifecycle } from './lifecycle';

// An investment, from its confirmed deposit to its end: the badges of the breakdown page.
walkLifecycle('investmentLifecycle', {
  // The badges as the oracle decides them (tests/oracle/dashboard.ts); ./lifecycle.ts checks the app's words against them.
  shown: STATUS_BADGES.investment,
  final: FINAL_STATUSES.investment,
  serverNext: (status, event, context) =>
    investmentNext(status, event as Parameters<typeof investmentNext>[1], context as Parameters<typeof investmentNext>[2]),
});
