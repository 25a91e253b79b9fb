/**
 * Example events with data for walking the FAQ accordion's and the cookie consent's graphs
 * (registry reachability, `npm run paths`).
 */
import type { ExampleEvent } from '../auth/fixtures';

/** Two panels, so "open another" and "close the open one" are both walked. */
export const accordionEvents: readonly ExampleEvent[] = [
  { type: 'accordion.toggle', id: 'first' },
  { type: 'accordion.toggle', id: 'second' },
];

/** Storage cleared in another tab: the banner opens again. */
export const consentEvents: readonly ExampleEvent[] = [{ type: 'consent.synced', choice: null }];
