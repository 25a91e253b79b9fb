/**
 * The two React modes every screen test and screen walk runs in: StrictMode mounts twice and so
 * judges a screen's effects; normal mode is what users get. Its own module so that the actor-only
 * walks can read it without loading the app (tests/support/renderRoute.tsx does).
 */
export const REACT_MODES = [
  { name: 'StrictMode', strict: true },
  { name: 'normal mode', strict: false },
] as const;

export type ReactModeName = (typeof REACT_MODES)[number]['name'];
