/** Copy of the footer's newsletter form (specification sections 2, 4 and 8). */
export const newsletterContent = {
  title: 'Newsletter',
  description: 'Market notes and platform news, about once a month. Unsubscribe at any time.',
  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  submit: 'Subscribe',
  submitting: 'Subscribing…',
  success: 'Successfully subscribed!',
  fallbackError: 'Subscription failed.',
} as const;
