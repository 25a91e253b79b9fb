/**
 * Each reachable outcome of a machine's catalogue with its status as QA reads it: walked (and by
 * whom), excluded (and why), or missing. Shared by the HTML report and the JUnit export.
 */
import type { Catalogue } from './catalogue';
import type { StateValue } from 'xstate';
import { eventLabel, shownState } from './describe';
import { outcomeKey, START, type OutcomeRef } from './model';
import { walkerLabels } from './walkers';
import { WALK_LEVELS, type WalkLevel } from './ledger';

export type OutcomeStatus = 'walked' | 'excluded' | 'missing';

export interface OutcomeRow {
  outcome: OutcomeRef;
  /** The outcome in words: "form › editing —form.submit [hasBlankField]→ form › incomplete". */
  name: string;
  status: OutcomeStatus;
  /** Why it is excluded (machines/index.ts), for an excluded outcome. */
  reason?: string;
  walkers: string[];
  /** The levels it was walked at (the actor alone, jsdom, the browser), in that order. */
  levels: WalkLevel[];
  requirements: string[];
}

/** A state value in words, with the mode it is in for a machine with modes. */
export const stateWords = (value: StateValue, mode: string | undefined) => `${value === START ? START : shownState(value)}${mode ? ` (${mode})` : ''}`;

/** An outcome in words, for a person or a test-management tool (the catalogue's describeOutcome writes Markdown). */
export const outcomeTitle = ({ from, event, to, branch, fromMode, toMode }: OutcomeRef): string =>
  `${stateWords(from, fromMode)} —${eventLabel(event)}${branch ? ` [${branch}]` : ''}→ ${stateWords(to, toMode)}`;

export function outcomeRows(report: Catalogue): OutcomeRow[] {
  const excluded = new Map(report.excludedOutcomes.map((outcome) => [outcomeKey(outcome), outcome.reason]));
  const row = (ignored: boolean) => ({ walkedBy, requirements, tests, ...outcome }: Catalogue['reachableOutcomes'][number]): OutcomeRow => {
    // Each test that took it (file, full name, level), or its files where the ledger predates tests.
    const walkers = walkerLabels(tests.length ? tests : walkedBy);
    const reason = excluded.get(outcomeKey(outcome));
    const status: OutcomeStatus = walkers.length ? 'walked' : reason !== undefined ? 'excluded' : 'missing';
    const name = `${outcomeTitle(outcome)}${ignored ? ' (ignored: nothing changes)' : ''}`;
    const levels = WALK_LEVELS.filter((level) => tests.some((test) => test.level === level));
    return { outcome, name, status, ...(status === 'excluded' ? { reason } : {}), walkers, levels, requirements };
  };
  return [...report.reachableOutcomes.map(row(false)), ...report.ignoredEvents.map(row(true))];
}
