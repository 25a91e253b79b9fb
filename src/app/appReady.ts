/**
 * Set on <html> once the app has hydrated (or rendered) the page and answers the user; before
 * that a prerendered page only shows. The browser tests wait for it after each page load.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';
