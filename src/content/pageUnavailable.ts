/** A page whose code could not be loaded (the server or the connection is down). */
export const pageUnavailableContent = {
  title: 'This page could not be opened',
  message: 'We could not open this page right now. Please check your connection and try again.',
  retry: 'Try again',
} as const;
