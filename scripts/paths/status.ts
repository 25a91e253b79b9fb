/**
 * Each reachable outcome of a machine's catalogue with its status as QA reads it: walked (and by
 * whom), excluded (and why), or missing. Shared by the HTML report and the JUnit export.
 */
import type { Catalogue } from './catalogue';
import { describeOutcome, outcomeKey, type OutcomeRef } from './model';
import { walkerLabels } from './walkers';

export type OutcomeStatus = 'walked' | 'excluded' | 'missing';

export interface OutcomeRow {
  outcome: OutcomeRef;
  /** The outcome as the catalogue writes it. */
  name: string;
  status: OutcomeStatus;
  /** Why it is excluded (machines/index.ts), for an excluded outcome. */
  reason?: string;
  walkers: string[];
  requirements: string[];
}

export function outcomeRows(report: Catalogue): OutcomeRow[] {
  const excluded = new Map(report.excludedOutcomes.map((outcome) => [outcomeKey(outcome), outcome.reason]));
  return report.reachableOutcomes.map(({ walkedBy, requirements, ...outcome }) => {
    const walkers = walkerLabels(walkedBy);
    const reason = excluded.get(outcomeKey(outcome));
    const status: OutcomeStatus = walkers.length ? 'walked' : reason !== undefined ? 'excluded' : 'missing';
    return { outcome, name: describeOutcome(outcome), status, ...(status === 'excluded' ? { reason } : {}), walkers, requirements };
  });
}
