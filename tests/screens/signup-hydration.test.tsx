/**
 * The sign-up page is prerendered (contract/prerender.ts): a visitor may type into its form before
 * the app has started. The build cannot know a code step kept from before a reload (it lives in
 * sessionStorage), so the page resumes it right after hydration, and only then.
 */
import { StrictMode } from 'react';
import { act, findByLabelText } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { App } from '../../src/app/App';
import { createAppRouter } from '../../src/app/router';
import { renderPage } from '../../src/prerender/renderPage';
import { rememberCodeStep } from '../../src/features/auth/codeStepStorage';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  // The started app marks the page ready (contract/earlyPress.ts): the next file's pages are not.
  document.documentElement.removeAttribute('data-app-ready');
});

/** The prerendered sign-up page, on screen before the app runs. */
async function prerenderedSignup(): Promise<HTMLElement> {
  const { html } = await renderPage('/auth/signup');
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root')!;
}

/** Starts the app over the prerendered page, as src/main.tsx does. */
async function hydrate(rootElement: HTMLElement) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ['/auth/signup'] }) });
  // The app's actors stop with the test, as renderRoute's do (the banner starts the consent's).
  const { session, consent, stepUp } = router.options.context;
  onTestFinished(session.stop);
  onTestFinished(consent.stop);
  onTestFinished(stepUp.stop);
  await router.load();
  // Not `router.ssr` as in src/main.tsx: under jsdom the router took the prerender for a browser
  // render too (a document exists), so both sides build the same tree without it.
  const hydrationErrors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(rootElement, <StrictMode><App router={router} /></StrictMode>, {
      onRecoverableError: (error) => void hydrationErrors.push(error),
    });
  });
  return { router, hydrationErrors };
}

describe('the prerendered sign-up page', { timeout: 30_000 }, () => {
  it('keeps what the visitor typed before the app started', async () => {
    const rootElement = await prerenderedSignup();
    const firstName = rootElement.querySelector<HTMLInputElement>('input[name="firstName"]')!;
    firstName.value = 'Ada';
    const { hydrationErrors } = await hydrate(rootElement);
    expect(hydrationErrors).toEqual([]);
    expect(rootElement.querySelector('input[name="firstName"]')).toBe(firstName);
    expect(firstName.value).toBe('Ada');
  });

  it('resumes a code step kept from before a reload once the app has taken over the page', async () => {
    const rootElement = await prerenderedSignup();
    expect(rootElement.querySelector('input[name="firstName"]')).not.toBeNull();
    // The tab's storage, which the build could not read.
    rememberCodeStep({ email: 'ada@example.com' }, 30_000, { notice: 'created' });
    const { hydrationErrors } = await hydrate(rootElement);
    expect(hydrationErrors).toEqual([]);
    expect(await findByLabelText(rootElement, 'One-time code')).toBeInTheDocument();
    expect(rootElement.querySelector('input[name="firstName"]')).toBeNull();
  });
});
