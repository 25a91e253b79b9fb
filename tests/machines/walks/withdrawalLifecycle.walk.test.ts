import { withdrawalStatusLabels } from '../../../src/content/dashboard';
import { withdrawalNext } from '../../../machines/investment/lifecycle';
import { walkLifecycle } from './lifecycle';

// A withdrawal request, from the investor's request to the operator's decision: the overview's badges.
walkLifecycle('withdrawalLifecycle', {
  shown: {
    pending: { label: 'Pending', tone: 'pending' },
    paid: { label: 'Paid', tone: 'positive' },
    rejected: { label: 'Rejected', tone: 'negative' },
  },
  labels: withdrawalStatusLabels,
  serverNext: (status, event) => withdrawalNext(status, event as Parameters<typeof withdrawalNext>[1]),
});
