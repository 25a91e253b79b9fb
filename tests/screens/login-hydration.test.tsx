/**
 * The login page is prerendered (contract/prerender.ts) without the one-off notice a verified code
 * leads to it with: that notice and the verified e-mail live in the history entry, which a reload
 * keeps and the build cannot know. They come back once the app has taken over the page.
 */
import { findByText } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hydratePrerendered, prerenderedPage } from '../support/hydratePrerendered';
import { SUCCESS } from '../oracle/auth';

describe('the prerendered login page', { timeout: 30_000 }, () => {
  it('reloaded after a verified code, shows its notice and e-mail again without a hydration mismatch', async () => {
    const rootElement = await prerenderedPage('/auth/login');
    const { hydrationErrors } = await hydratePrerendered(rootElement, '/auth/login', { authNotice: SUCCESS.otpVerified, authEmail: 'ada@example.com' });
    expect(hydrationErrors).toEqual([]);
    expect(await findByText(rootElement, SUCCESS.otpVerified)).toBeInTheDocument();
    expect(rootElement.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe('ada@example.com');
  });
});
