import { withdrawalNext } from '../../../machines/investment/lifecycle';
import { FINAL_STATUSES, STATUS_BADGES } from '../../oracle/dashboard';
import { walkLifecycle } from './lifecycle';

// A withdrawal request, from the investor's request to the operator's decision: the overview's badges.
walkLifecycle('withdrawalLifecycle', {
  // The badges as the oracle decides them (tests/oracle/dashboard.ts); ./lifecycle.ts checks the app's words against them.
  shown: STATUS_BADGES.withdrawal,
  final: FINAL_STATUSES.withdrawal,
  serverNext: (status, event) => withdrawalNext(status, event as Parameters<typeof withdrawalNext>[1]),
});
