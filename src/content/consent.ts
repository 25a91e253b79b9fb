/** Copy of the cookie banner, the footer's cookie settings control and the chart placeholders. */
export const consentContent = {
  banner: {
    regionLabel: 'Cookie consent',
    title: 'Cookies on Acme Invest',
    text:
      'We use essential storage to keep you signed in and remember this choice. With your permission we also show TradingView market charts, which set their own cookies, and measure how fast our pages load for you, without identifying you.',
    policyLinkLabel: 'How we use cookies',
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
    keepChoice: 'Keep my current choice',
    currentChoice: (marketsAllowed: boolean, analyticsAllowed: boolean) =>
      `Your current choice: market charts ${marketsAllowed ? 'allowed' : 'not allowed'}, page-speed measurement ${analyticsAllowed ? 'allowed' : 'not allowed'}.`,
  },
  settingsButton: 'Cookie settings',
} as const;
