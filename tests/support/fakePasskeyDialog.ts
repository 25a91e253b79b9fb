/**
 * The browser's passkey dialog for jsdom tests, standing in for `@simplewebauthn/browser`
 * (`vi.mock('@simplewebauthn/browser', () => import('…/fakePasskeyDialog'))`): each call opens a
 * dialog the test then finishes (the authenticator's answer) or cancels, as the investor would.
 * `offerPasskeys()` makes jsdom a browser with WebAuthn, so the screens offer passkeys.
 */
import { expect, vi } from 'vitest';
import { soon } from './walk/clock';

type Kind = 'create' | 'get';
interface Dialog { kind: Kind; options: { challenge?: string }; finish: (answer: unknown) => void; cancel: (error: Error) => void }

const open: Dialog[] = [];
const opened: Dialog[] = [];

function openDialog(kind: Kind, options: Dialog['options']): Promise<unknown> {
  return new Promise((finish, cancel) => {
    const dialog = { kind, options, finish, cancel };
    open.push(dialog);
    opened.push(dialog);
  });
}

export const startRegistration = ({ optionsJSON }: { optionsJSON: Dialog['options'] }) => openDialog('create', optionsJSON);
export const startAuthentication = ({ optionsJSON }: { optionsJSON: Dialog['options'] }) => openDialog('get', optionsJSON);

/** What the authenticator answers: the server checks it; here it only has to reach the server unchanged. */
export const fakeAnswer = (kind: Kind) => ({ id: `credential-${kind}`, rawId: `credential-${kind}`, type: 'public-key', response: {}, clientExtensionResults: {} });

export function offerPasskeys() {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
}

export const passkeyDialog = {
  /** The options every dialog of `kind` was opened with, oldest first. */
  openedWith: (kind: Kind) => opened.filter((dialog) => dialog.kind === kind).map((dialog) => dialog.options),
  isOpen: (kind: Kind) => open.some((dialog) => dialog.kind === kind),
  /** Waits for the newest open dialog of `kind` and lets the authenticator answer it. */
  async finish(kind: Kind) {
    (await newest(kind)).finish(fakeAnswer(kind));
  },
  /** Waits for the newest open dialog of `kind` and closes it, as the investor's "Cancel" does. */
  async cancel(kind: Kind) {
    (await newest(kind)).cancel(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }));
  },
  reset() {
    open.length = 0;
    opened.length = 0;
  },
};

async function newest(kind: Kind): Promise<Dialog> {
  await soon(() => expect(open.some((dialog) => dialog.kind === kind), `no ${kind} passkey dialog is open`).toBe(true));
  const index = open.map((dialog) => dialog.kind).lastIndexOf(kind);
  return open.splice(index, 1)[0]!;
}
