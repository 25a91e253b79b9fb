/**
 * A one-off notice carried in the history entry to the next auth page (the verified code's
 * success message, shown on the login page it leads to, and the e-mail it was verified for).
 */
declare module '@tanstack/history' {
  interface HistoryState {
    authNotice?: string;
    /** The e-mail the login form starts with (the account whose code was just verified). */
    authEmail?: string;
  }
}

export {};
