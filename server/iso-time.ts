/** A stored time (milliseconds since the epoch) as the API and its exports write it: ISO 8601, UTC. */
export const isoTime = (ms: number): string => new Date(ms).toISOString();
