import { expect } from 'vitest';
import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { InvestmentActionKind, InvestmentActionPreview, InvestmentActionRequest } from '../../../domain/investment/types';
import { dollarsOfCents } from '../../oracle/checkout';
import { BREAKDOWN_TEXTS as breakdownCopy, DASHBOARD_TEXTS as common } from '../../oracle/dashboard';
import { apiUrl, server } from '../../support/msw-server';
import { renderRoute } from '../../support/renderRoute';
import { soon } from '../../support/walk/clock';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { page } from '../auth/support';
import { creditedOptions, investment, runningOnly } from './breakdownFixtures';
import { json, refuseWith } from './support';
import { heldRequests } from '../../support/walk/heldRequests';

/** The one running investment (matured and credited): its decision buttons are the page's only ones. */
const CREDITED = investment('inv-1', 'credited', 100_000);
const AVAILABLE_CENTS = 250_000;
const OPTIONS = `/investor/investments/${CREDITED.id}/options/`;
/** Each decision posts to the investment's address of its kind (…/end/, …/terminate/, …). */
const decision = (kind: InvestmentActionKind) => `/investor/investments/${CREDITED.id}/${kind}/`;
const KINDS: InvestmentActionKind[] = ['terminate', 'reinvest', 'upgrade', 'end'];

interface Walk {
  api: ReturnType<typeof heldRequests>;
  user: UserEvent;
  /** The decision chosen last (the confirm button is named after it). */
  request: InvestmentActionRequest | null;
  /** Requests the screen should have made by now: a preview per choice, a post per confirmation. */
  previewsAsked: number;
  decisionsSent: number;
  /** Loads of the breakdown so far, and how many there were when the server answered the last decision. */
  breakdownLoads: number;
  loadsBeforeAnswer: number;
  /**
   * By the walk's own account (never the machine's): what the panel above the investments shows
   * (nothing, the preview loading or refused, the preview to confirm, the decision on its way or
   * refused, the decision made), the preview the server's options gave, and the server's last
   * refusal.
   */
  shown: 'idle' | 'previewing' | 'previewFailed' | 'reviewing' | 'submitting' | 'failed' | 'done';
  preview: InvestmentActionPreview | null;
  failure: string | null;
}

const button = (name: string) => page().getByRole('button', { name });
const panelOf = (kind: InvestmentActionKind) => within(page().getByRole('region', { name: breakdownCopy.actionTitles[kind] }));

/** The preview's lines, each a term and its amount or text, and no other. */
function seeLines(kind: InvestmentActionKind, preview: InvestmentActionPreview) {
  expect(panelOf(kind).getAllByRole('term').map((term) => term.textContent)).toEqual(preview.lines.map((line) => line.label));
  for (const line of preview.lines) {
    const term = panelOf(kind).getByText(line.label, { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent(line.cents !== undefined ? dollarsOfCents(line.cents) : line.text!);
  }
}

walkScreen('investmentAction', {
  // One tour of 28 steps: its first run, cold and in StrictMode, takes about 30 s on a busy machine.
  timeout: 60_000,
  async mount({ strict, user }): Promise<Walk> {
    window.localStorage.setItem('access', 'a.b.c');
    const api = heldRequests([['get', OPTIONS], ...KINDS.map((kind): ['post', string] => ['post', decision(kind)])]);
    const walk: Walk = {
      api, user, request: null, previewsAsked: 0, decisionsSent: 0, breakdownLoads: 0, loadsBeforeAnswer: 0,
      shown: 'idle', preview: null, failure: null,
    };
    // The breakdown itself answers at once (the resource walk holds it): the same list before and after a decision.
    server.use(
      http.get(apiUrl('/investor/investments/'), () => {
        walk.breakdownLoads += 1;
        return HttpResponse.json(runningOnly([CREDITED]));
      }),
    );
    await renderRoute('/dashboard/breakdown', { strict });
    return walk;
  },
  drive: {
    'action.choose': async ({ request }, walk) => {
      if (request.investmentId !== CREDITED.id || request.kind === 'upgrade') throw new Error(`the walk has no gesture for ${JSON.stringify(request)}`);
      walk.request = request;
      walk.preview = null;
      walk.previewsAsked += 1;
      await walk.user.click(button(breakdownCopy.actions[request.kind]));
      walk.shown = 'previewing';
    },
    'action.confirm': async (_event, walk) => {
      walk.decisionsSent += 1;
      await walk.user.click(button(breakdownCopy.confirm[walk.request!.kind]));
      walk.shown = 'submitting';
    },
    'action.cancel': async (_event, walk) => {
      await walk.user.click(button(common.cancel));
      walk.shown = 'idle';
    },
    'action.dismiss': async (_event, walk) => {
      await walk.user.click(button(breakdownCopy.dismiss));
      walk.shown = 'idle';
    },
    // The preview is computed from the server's options: the example's lines are what these options show.
    'xstate.done.actor.previewAction': async ({ output }, walk) => {
      await walk.api.answer(`get ${OPTIONS}`, json(creditedOptions(CREDITED, AVAILABLE_CENTS)));
      walk.preview = output;
      walk.shown = 'reviewing';
    },
    'xstate.error.actor.previewAction': ({ error }, walk) => refuseWith(walk, `get ${OPTIONS}`, error, 400, 'previewFailed'),
    'xstate.done.actor.performAction': async ({ output }, walk) => {
      walk.loadsBeforeAnswer = walk.breakdownLoads;
      await walk.api.answer(`post ${decision(walk.request!.kind)}`, json(output));
      walk.shown = 'done';
    },
    'xstate.error.actor.performAction': ({ error }, walk) => refuseWith(walk, `post ${decision(walk.request!.kind)}`, error, 400, 'failed'),
  },
  async see(_expected, walk) {
    const { shown, request, preview, failure } = walk;
    // The investment and its decisions stay listed whatever the panel above shows.
    await soon(() => expect(page().getByRole('table', { name: breakdownCopy.runningTitle })).toHaveTextContent('$1,000.00'));
    expect(button(breakdownCopy.actions.end)).toBeEnabled();
    await soon(() => expect(walk.api.urlsTo(`get ${OPTIONS}`)).toHaveLength(walk.previewsAsked));

    if (shown === 'idle') {
      // No panel: nothing to cancel, confirm or close.
      expect(page().queryByRole('button', { name: common.cancel })).not.toBeInTheDocument();
      expect(page().queryByRole('button', { name: breakdownCopy.dismiss })).not.toBeInTheDocument();
      return soon(() => expect(page().queryByRole('alert')).not.toBeInTheDocument());
    }
    const kind = request!.kind;
    if (shown === 'previewing') {
      await soon(() => expect(page().getByRole('status')).toHaveTextContent(common.loading));
      return expect(button(common.cancel)).toBeEnabled();
    }
    if (shown === 'previewFailed') {
      await soon(() => expect(page().getByRole('alert')).toHaveTextContent(failure!));
      return expect(button(common.cancel)).toBeEnabled();
    }
    if (shown === 'done') {
      await soon(() => expect(page().getByRole('status')).toHaveTextContent(breakdownCopy.done[kind]));
      expect(button(breakdownCopy.dismiss)).toBeEnabled();
      // The investments changed: the breakdown is loaded again.
      return soon(() => expect(walk.breakdownLoads).toBeGreaterThan(walk.loadsBeforeAnswer));
    }
    // Reviewing: the exact outcome, and the decision's own confirm button.
    await soon(() => seeLines(kind, preview!));
    const confirm = panelOf(kind).getByRole('button', { name: breakdownCopy.confirm[kind] });
    const cancel = panelOf(kind).getByRole('button', { name: common.cancel });
    await soon(() => expect(walk.api.bodiesTo(`post ${decision(kind)}`)).toHaveLength(walk.decisionsSent));
    if (shown === 'submitting') {
      // Once confirmed, neither confirmed twice nor called back.
      await soon(() => expect(confirm).toBeDisabled());
      expect(cancel).toBeDisabled();
      return;
    }
    await soon(() => expect(confirm).toBeEnabled());
    expect(cancel).toBeEnabled();
    if (shown === 'failed') await soon(() => expect(panelOf(kind).getByRole('alert')).toHaveTextContent(failure!));
    else expect(panelOf(kind).queryByRole('alert')).not.toBeInTheDocument();
  },
});
