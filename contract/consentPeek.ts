/** Where the visitor's cookie choice is stored (the app, the prerendered page's script). */
export const CONSENT_STORAGE_KEY = 'acme-invest.cookie-consent';

/** The version of the stored choice's form (`{ version, markets, analytics, decidedAt }`; `analytics` absent reads as false); a later banner may ask again. */
export const CONSENT_STORAGE_VERSION = 1;

/** Set on <html> before the first paint when this browser has a stored cookie choice. */
export const CONSENT_DECIDED_ATTRIBUTE = 'data-consent-decided';

/**
 * An inline script of a prerendered page, in <head> (with contract/earlyPress.ts). The page's HTML carries the cookie
 * banner (a first visit sees it from the first paint), and a visitor who already chose must not
 * see it flash until the app has read the choice: this marks <html> so CSS hides it at once.
 * The server allows this script by its hash (server/http/security.ts).
 */
export const CONSENT_PEEK_SCRIPT =
  `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)}));` +
  `if(c&&c.version===${CONSENT_STORAGE_VERSION}&&typeof c.markets==='boolean')document.documentElement.setAttribute('${CONSENT_DECIDED_ATTRIBUTE}','')}catch(e){}`;
