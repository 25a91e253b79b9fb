/** Copy of the cookie banner, the footer's cookie settings control and the chart placeholders. */
export const consentContent = {
  banner: {
    regionLabel: 'Cookie consent',
    title: 'Cookies on Acme Invest',
    text:
      'We use a few essential storage items to keep you signed in and remember this choice. With your permission we also show live market charts from TradingView, which sets its own cookies. Nothing optional loads until you choose.',
    policyLinkLabel: 'How we use cookies',
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
    keepChoice: 'Keep my current choice',
    currentChoice: (marketsAllowed: boolean) =>
      `Your current choice: market charts ${marketsAllowed ? 'allowed' : 'not allowed'}.`,
  },
  settingsButton: 'Cookie settings',
} as const;

/** localStorage key of the stored cookie choice. */
export const CONSENT_STORAGE_KEY = 'acme-invest.cookie-consent';
