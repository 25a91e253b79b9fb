import { depositStatusLabels } from '../../../src/content/dashboard';
import { depositNext } from '../../../machines/investment/lifecycle';
import { walkLifecycle } from './lifecycle';

// A deposit, from the opened checkout to the operator's decision: the overview's badges.
walkLifecycle('depositLifecycle', {
  shown: {
    awaitingPayment: { label: 'Awaiting payment', tone: 'pending' },
    expired: { label: 'Quote expired', tone: 'negative' },
    pending: { label: 'Pending confirmation', tone: 'pending' },
    confirmed: { label: 'Confirmed', tone: 'positive' },
    rejected: { label: 'Rejected', tone: 'negative' },
  },
  labels: depositStatusLabels,
  serverNext: (status, event) => depositNext(status, event as Parameters<typeof depositNext>[1]),
});
