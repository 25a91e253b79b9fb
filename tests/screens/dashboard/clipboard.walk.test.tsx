import { expect, vi } from 'vitest';
import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReferralsWire } from '../../../contract/investor';
import { DASHBOARD_TEXTS as common, REFERRAL_TEXTS } from '../../oracle/dashboard';
import { apiUrl, server } from '../../support/msw-server';
import { renderRoute } from '../../support/renderRoute';
import { soon } from '../../support/walk/clock';
import { delayEnded } from '../../support/walk/moment';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { page } from '../auth/support';

// The referrals page has one copy button (the checkout has two, which no snapshot tells apart).
const REFERRALS: ReferralsWire = { referral_code: 'ADA123', referred: [], total_bonus_cents: 0, plans: [{ plan: 'baselayer', ref_bonus_bps: 500 }] };
const LINK = () => `${window.location.origin}/auth/signup?ref=${REFERRALS.referral_code}`;

/**
 * The browser's clipboard, held: each `writeText` waits until the walk lets it succeed or fail
 * (the machine's `xstate.done.actor.writeText` / `xstate.error.actor.writeText`).
 */
function heldClipboard() {
  const written: string[] = [];
  const waiting: { resolve: () => void; reject: (error: Error) => void }[] = [];
  vi.spyOn(navigator.clipboard, 'writeText').mockImplementation((text) => {
    written.push(text);
    return new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
  });
  const next = async () => {
    await soon(() => expect(waiting.length, 'no copy is waiting for the clipboard').toBeGreaterThan(0));
    return waiting.shift()!;
  };
  return {
    written,
    succeed: async () => (await next()).resolve(),
    fail: async (error: Error) => (await next()).reject(error),
  };
}

interface Walk {
  clipboard: ReturnType<typeof heldClipboard>;
  user: UserEvent;
  /** Clicks so far: each copies the link once, and leaves the focus on the button. */
  copies: number;
  /**
   * What the button says, by the walk's own account: nothing new while the clipboard writes, then
   * copied or failed (from the clipboard's answer) until the feedback's time is up.
   */
  feedback: 'none' | 'copying' | 'copied' | 'failed';
}

const copyButton = () => page().getByRole('button', { name: /^(Copy link|✓ Copied)$/ });
/** The polite announcement next to the button (visually hidden). */
const announcement = () => within(copyButton().parentElement!).getByRole('status');

walkScreen('clipboard', {
  async mount({ strict, user }): Promise<Walk> {
    window.localStorage.setItem('access', 'a.b.c');
    server.use(http.get(apiUrl('/investor/referrals/'), () => HttpResponse.json(REFERRALS)));
    const clipboard = heldClipboard();
    await renderRoute('/dashboard/referrals', { strict });
    await soon(() => expect(page().getByText(LINK(), { selector: 'code' })).toBeInTheDocument());
    return { clipboard, user, copies: 0, feedback: 'none' };
  },
  drive: {
    'clipboard.copy': async (_event, walk) => {
      walk.copies += 1;
      await walk.user.click(copyButton());
      walk.feedback = 'copying';
    },
    'xstate.done.actor.writeText': async (_event, walk) => {
      await walk.clipboard.succeed();
      walk.feedback = 'copied';
    },
    'xstate.error.actor.writeText': async ({ error }, walk) => {
      await walk.clipboard.fail(error);
      walk.feedback = 'failed';
    },
  },
  async see(_expected, walk, moment) {
    // The feedback's time is up (its boundary step still shows it).
    if (delayEnded(moment)) walk.feedback = 'none';
    // The link shown is the link copied, once a click.
    expect(walk.clipboard.written).toEqual(Array.from({ length: walk.copies }, LINK));
    if (walk.copies > 0) expect(copyButton()).toHaveFocus();
    if (walk.feedback === 'copied') {
      await soon(() => expect(copyButton()).toHaveAccessibleName(`✓ ${common.copied}`));
      return expect(announcement()).toHaveTextContent(common.copied);
    }
    await soon(() => expect(copyButton()).toHaveAccessibleName(REFERRAL_TEXTS.copyLink));
    expect(copyButton()).toBeEnabled();
    if (walk.feedback === 'failed') return soon(() => expect(announcement()).toHaveTextContent(common.copyFailed));
    expect(announcement()).toBeEmptyDOMElement();
  },
});
