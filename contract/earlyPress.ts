import { CONSENT_DECIDED_ATTRIBUTE, CONSENT_STORAGE_KEY, CONSENT_STORAGE_VERSION } from './consentPeek.ts';

/**
 * Set on <html> once the app has hydrated (or rendered) the page and answers the user; before
 * that a prerendered page only shows. The early-press script below hands over to the app then,
 * and the browser tests wait for it after each page load.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** On the cookie banner's two buttons: the choice each makes, `accept` or `reject`. */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';

/**
 * Set on a click's native event by the app's outermost element as React hands the click to the
 * page's handlers (src/app/App.tsx). A click without it was not delivered: React had not yet
 * hydrated, or not yet committed, the part that holds the button.
 */
export const CLICK_DELIVERED_PROPERTY = 'acmeDelivered';

/** How long a kept press is tried again while its part of the page has not hydrated. */
const RETRY_EVERY_MS = 100;
const RETRIES = 150;
/**
 * The kept presses are first clicked again when the browser is next idle (within this time):
 * after the page has hydrated what it hydrates at load, so a press that navigates does not
 * leave a part half hydrated.
 */
const FIRST_REPLAY_WITHIN_MS = 1000;

/** How long after the app starts a kept press can still take effect; then it is given up. */
export const KEPT_PRESS_WINDOW_MS = FIRST_REPLAY_WITHIN_MS + RETRIES * RETRY_EVERY_MS;

/**
 * The prerendered page's inline script that keeps the presses the app would otherwise lose.
 * A prerendered page paints long before the app starts, and React drops a click on a part it
 * has not hydrated yet. So, for any enabled button in #root:
 *
 * - before the app has started (no APP_READY_ATTRIBUTE), the click is stopped at `document`,
 *   before React's listener on #root, and kept; the cookie banner's choice is applied at once
 *   instead, as the app would store it, and hidden as for a visitor who already chose
 *   (contract/consentPeek.ts), so the app never shows the banner;
 * - once the app has started, each kept press is clicked again (when the browser is next idle),
 *   and so is any click React did not deliver (CLICK_DELIVERED_PROPERTY), every RETRY_EVERY_MS
 *   until React delivers it: React hydrates the part that holds the button as soon as a click
 *   asks for it.
 *
 * Exactly once: a kept click never reaches React, and a click is only clicked again when React
 * did not deliver it. Links work without the app and are left alone; forms are disabled until
 * their part hydrates (src/components/ui/ScriptReadyFields.tsx).
 * The server allows this script by its hash (server/http/security.ts).
 */
export const EARLY_PRESS_SCRIPT = `(function(d,h){var kept=[],live=0,replaying=0,tries=0,timer=0;
function replay(){timer=0;kept=kept.filter(function(b){if(!b.isConnected)return 0;var e=new MouseEvent('click',{bubbles:true,cancelable:true,view:window});
replaying=1;b.dispatchEvent(e);replaying=0;return!e.${CLICK_DELIVERED_PROPERTY}});
if(kept.length&&++tries<${RETRIES})timer=setTimeout(replay,${RETRY_EVERY_MS})}
function keep(b){kept.push(b);tries=0;if(live&&!timer)timer=setTimeout(replay,${RETRY_EVERY_MS})}
d.addEventListener('click',function(e){var b=!replaying&&e.target.closest&&e.target.closest('#root button:enabled');if(!b)return;
if(live)return void setTimeout(function(){if(!e.${CLICK_DELIVERED_PROPERTY})keep(b)});
e.preventDefault();e.stopPropagation();var c=b.getAttribute('${CONSENT_CHOICE_ATTRIBUTE}');if(!c)return keep(b);
try{localStorage.setItem(${JSON.stringify(CONSENT_STORAGE_KEY)},JSON.stringify({version:${CONSENT_STORAGE_VERSION},markets:c==='accept',analytics:c==='accept',decidedAt:new Date().toISOString()}))}catch(x){}
h.setAttribute('${CONSENT_DECIDED_ATTRIBUTE}','')},true);
new MutationObserver(function(m,o){if(!h.hasAttribute('${APP_READY_ATTRIBUTE}'))return;o.disconnect();live=1;timer=1;window.requestIdleCallback?requestIdleCallback(replay,{timeout:${FIRST_REPLAY_WITHIN_MS}}):setTimeout(replay)}).observe(h,{attributeFilter:['${APP_READY_ATTRIBUTE}']})
})(document,document.documentElement)`;
