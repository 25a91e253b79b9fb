import { investmentStatusLabels } from '../../../src/content/dashboard';
import { investmentNext } from '../../../machines/investment/lifecycle';
import { walkLifecycle } from './lifecycle';

// An investment, from its confirmed deposit to its end: the badges of the breakdown page.
walkLifecycle('investmentLifecycle', {
  shown: {
    active: { label: 'Active', tone: 'pending' },
    matured: { label: 'Matured', tone: 'positive' },
    credited: { label: 'Matured · credited', tone: 'positive' },
    reinvested: { label: 'Reinvested', tone: 'neutral' },
    upgraded: { label: 'Upgraded', tone: 'neutral' },
    ended: { label: 'Ended', tone: 'neutral' },
    endedEarly: { label: 'Ended early', tone: 'neutral' },
  },
  labels: investmentStatusLabels,
  serverNext: (status, event, context) =>
    investmentNext(status, event as Parameters<typeof investmentNext>[1], context as Parameters<typeof investmentNext>[2]),
});
