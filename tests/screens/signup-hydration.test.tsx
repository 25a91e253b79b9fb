/**
 * The sign-up page is prerendered (contract/prerender.ts): a visitor may type into its form before
 * the app has started. The build cannot know a code step kept from before a reload (it lives in
 * sessionStorage), so the page resumes it right after hydration, and only then.
 */
import { findByLabelText } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberCodeStep } from '../../src/features/auth/codeStepStorage';
import { hydratePrerendered, prerenderedPage } from '../support/hydratePrerendered';

const prerenderedSignup = () => prerenderedPage('/auth/signup');
const hydrate = (rootElement: HTMLElement) => hydratePrerendered(rootElement, '/auth/signup');

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
