/**
 * Set on <html> once the app has hydrated (or rendered) the page and answers the user; before
 * that a prerendered page only shows, and its early-press script keeps what is pressed
 * (contract/earlyPress.ts, which defines the name). The browser tests wait for it after each
 * page load.
 */
export { APP_READY_ATTRIBUTE } from '../../contract/earlyPress';
