import { depositNext } from '../../../machines/investment/lifecycle';
import { FINAL_STATUSES, STATUS_BADGES } from '../../oracle/dashboard';
import { walkLifecycle } from './lifecycle';

// A deposit, from the opened checkout to the operator's decision: the overview's badges.
walkLifecycle('depositLifecycle', {
  // The badges as the oracle decides them (tests/oracle/dashboard.ts); ./lifecycle.ts checks the app's words against them.
  shown: STATUS_BADGES.deposit,
  final: FINAL_STATUSES.deposit,
  serverNext: (status, event) => depositNext(status, event as Parameters<typeof depositNext>[1]),
});
