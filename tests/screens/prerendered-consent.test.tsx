/**
 * What a prerendered page says about cookies before the app runs (src/prerender/renderPage.tsx):
 * the build cannot know the visitor's stored choice, so it renders the first visit's banner and
 * allows nothing. A visitor who already chose never sees that banner (contract/consentPeek.ts
 * hides it before the first paint).
 */
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../src/prerender/renderPage';
import { CONSENT_TEXTS, MARKET_TEXTS } from '../oracle/marketing';

/** The prerendered markup of `url`, as a document to query. */
async function prerendered(url: string): Promise<Document> {
  const { html } = await renderPage(url);
  return new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');
}

const buttonTexts = (page: Document) => [...page.querySelectorAll('button')].map((button) => button.textContent?.trim());

describe('a prerendered page', { timeout: 30_000 }, () => {
  it('asks as for a first visit: the banner with its two choices, the charts not loaded', async () => {
    const page = await prerendered('/sectors/crypto-forex');
    const banner = [...page.querySelectorAll('section')].find((section) => section.textContent?.includes(CONSENT_TEXTS.title));
    expect(banner).toBeDefined();
    expect(banner!.textContent).not.toContain('Your current choice');
    const texts = buttonTexts(page);
    expect(texts).toEqual(expect.arrayContaining([CONSENT_TEXTS.acceptAll, CONSENT_TEXTS.rejectAll, MARKET_TEXTS.consentButton]));
    expect(texts).not.toContain(CONSENT_TEXTS.keepChoice);
    expect(page.querySelectorAll('iframe')).toHaveLength(0);
  });
});
