import { investmentStatusLabels } from '../../../src/content/dashboard';
import { investmentNext } from '../../../machines/investment/lifecycle';
import { STATUS_BADGES } from '../../oracle/dashboard';
import { walkLifecycle } from './lifecycle';

// An investment, from its confirmed deposit to its end: the badges of the breakdown page.
walkLifecycle('investmentLifecycle', {
  // The badges as the oracle decides them (tests/oracle/dashboard.ts), not as src/content spells them.
  shown: STATUS_BADGES.investment,
  labels: investmentStatusLabels,
  serverNext: (status, event, context) =>
    investmentNext(status, event as Parameters<typeof investmentNext>[1], context as Parameters<typeof investmentNext>[2]),
});
