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
import { json } from './support';
import { heldRequests } from '../../support/walk/heldRequests';

/** The one running investment (matured and credited): its decision buttons are the page's only ones. */
const CREDITED = investment('inv-1', 'credited', 100_000);
const AVAILABLE_CENTS = 250_000;
const OPTIONS = `/investor/investments/${CREDITED.id}/options/`;
/** Each decision posts to the investment's address of its kind (…/end/, …/terminate/, …). */
const decision = (kind: InvestmentActionKind) => `/investor/investments/${CREDITED.id}/${kind}/`;
const KINDS: InvestmentActionKind[] = ['terminate', 'reinvest', 'upgrade', 'end'];

type Context = { request: InvestmentActionRequest | null; preview: InvestmentActionPreview | null; error: string | null };

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
}

const button = (name: string) => page().getByRole('button', { name });
const panelOf = (kind: InvestmentActionKind) => within(page().getByRole('region', { name: breakdownCopy.actionTitles[kind] }));

/** The preview's lines, each a term and its amount or text. */
function seeLines(kind: InvestmentActionKind, preview: InvestmentActionPreview) {
  for (const line of preview.lines) {
    const term = panelOf(kind).getByText(line.label, { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent(line.cents !== undefined ? dollarsOfCents(line.cents) : line.text!);
  }
}

walkScreen('investmentAction', {
  async mount({ strict, user }): Promise<Walk> {
    window.localStorage.setItem('access', 'a.b.c');
    const api = heldRequests([['get', OPTIONS], ...KINDS.map((kind): ['post', string] => ['post', decision(kind)])]);
    const walk: Walk = { api, user, request: null, previewsAsked: 0, decisionsSent: 0, breakdownLoads: 0, loadsBeforeAnswer: 0 };
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
      walk.previewsAsked += 1;
      await walk.user.click(button(breakdownCopy.actions[request.kind]));
    },
    'action.confirm': async (_event, walk) => {
      walk.decisionsSent += 1;
      await walk.user.click(button(breakdownCopy.confirm[walk.request!.kind]));
    },
    'action.cancel': (_event, walk) => walk.user.click(button(common.cancel)),
    'action.dismiss': (_event, walk) => walk.user.click(button(breakdownCopy.dismiss)),
    // The preview is computed from the server's options (see the example's lines).
    'xstate.done.actor.previewAction': (_event, walk) => walk.api.answer(`get ${OPTIONS}`, json(creditedOptions(CREDITED, AVAILABLE_CENTS))),
    'xstate.error.actor.previewAction': ({ error }, walk) => walk.api.answer(`get ${OPTIONS}`, json({ detail: error.message }, 400)),
    'xstate.done.actor.performAction': ({ output }, walk) => {
      walk.loadsBeforeAnswer = walk.breakdownLoads;
      return walk.api.answer(`post ${decision(walk.request!.kind)}`, json(output));
    },
    'xstate.error.actor.performAction': ({ error }, walk) => walk.api.answer(`post ${decision(walk.request!.kind)}`, json({ detail: error.message }, 400)),
  },
  async see(expected, walk) {
    const { request, preview, error } = expected.context as Context;
    // The investment and its decisions stay listed whatever the panel above shows.
    await soon(() => expect(page().getByRole('table', { name: breakdownCopy.runningTitle })).toHaveTextContent('$1,000.00'));
    expect(button(breakdownCopy.actions.end)).toBeEnabled();
    await soon(() => expect(walk.api.urlsTo(`get ${OPTIONS}`)).toHaveLength(walk.previewsAsked));

    if (expected.matches('idle')) {
      // No panel: nothing to cancel, confirm or close.
      expect(page().queryByRole('button', { name: common.cancel })).not.toBeInTheDocument();
      expect(page().queryByRole('button', { name: breakdownCopy.dismiss })).not.toBeInTheDocument();
      return soon(() => expect(page().queryByRole('alert')).not.toBeInTheDocument());
    }
    const kind = request!.kind;
    if (expected.matches('previewing')) {
      await soon(() => expect(page().getByRole('status')).toHaveTextContent(common.loading));
      return expect(button(common.cancel)).toBeEnabled();
    }
    if (expected.matches('previewFailed')) {
      await soon(() => expect(page().getByRole('alert')).toHaveTextContent(error!));
      return expect(button(common.cancel)).toBeEnabled();
    }
    if (expected.matches('done')) {
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
    if (expected.matches({ reviewing: 'submitting' })) {
      // Once confirmed, neither confirmed twice nor called back.
      await soon(() => expect(confirm).toBeDisabled());
      expect(cancel).toBeDisabled();
      return;
    }
    await soon(() => expect(confirm).toBeEnabled());
    expect(cancel).toBeEnabled();
    if (expected.matches({ reviewing: 'failed' })) await soon(() => expect(panelOf(kind).getByRole('alert')).toHaveTextContent(error!));
    else expect(panelOf(kind).queryByRole('alert')).not.toBeInTheDocument();
  },
});
