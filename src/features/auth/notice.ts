/**
 * A one-off notice carried in the history entry to the next auth page (the verified code's
 * success message, shown on the login page it leads to).
 */
declare module '@tanstack/history' {
  interface HistoryState {
    authNotice?: string;
  }
}

export {};
