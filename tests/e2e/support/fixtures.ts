import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const LOCAL = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//;

/** A small stand-in for Google's reCAPTCHA script: renders a checkbox that yields a token. */
export const FAKE_RECAPTCHA_SCRIPT = `
  window.grecaptcha = {
    ready: function (cb) { cb(); },
    render: function (container, params) {
      var el = typeof container === 'string' ? document.getElementById(container) : container;
      var box = document.createElement('button');
      box.type = 'button';
      box.textContent = "I'm not a robot (test)";
      box.setAttribute('data-testid', 'fake-recaptcha');
      box.onclick = function () { params.callback && params.callback('fake-recaptcha-token'); };
      el.appendChild(box);
      return 0;
    },
    reset: function () {},
    execute: function () {},
    getResponse: function () { return ''; },
  };
  var onload = (document.currentScript && new URL(document.currentScript.src).searchParams.get('onload'));
  if (onload && window[onload]) window[onload]();
`;

/**
 * Every page in the browser suite: outside hosts are blocked (this machine has no internet, and
 * tests must not depend on it); Google's reCAPTCHA script is answered by the fake above.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (LOCAL.test(url)) return route.fallback();
      if (url.includes('/recaptcha/api.js')) {
        return route.fulfill({ contentType: 'text/javascript', body: FAKE_RECAPTCHA_SCRIPT });
      }
      return route.abort('blockedbyclient');
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };

/** Runs axe on the current page and returns the serious and critical violations. */
export async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

/** Signs the browser in by writing a session the guard accepts (for tests of guarded layout only). */
export async function fakeSignedIn(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('access', 'header.payload.signature');
    window.localStorage.setItem('refresh', 'header.payload.signature');
    window.localStorage.setItem('user_id', '1');
  });
}
