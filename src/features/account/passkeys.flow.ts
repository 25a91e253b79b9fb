/** Passkeys on the profile: the list, adding one through the browser's passkey dialog, removing one. */
import { fromPromise, type SnapshotFrom } from 'xstate';
import type { PasskeyWire } from '../../../contract/account';
import { passkeysMachine, type PasskeyEntry } from '../../../machines/account/passkeys.machine';
import { api } from '../../api/call';
import { PASSKEY_FALLBACKS } from '../../content/callFailures';
import { addPasskey } from '../../api/passkeys';
import { problemText, useFlow, type FlowBindings, type FlowSend } from '../../flow/useFlow';
import { passkeysCopy } from '../../content/dashboard';

const entryOf = (wire: PasskeyWire): PasskeyEntry => ({
  id: wire.id, name: wire.name, createdAt: Date.parse(wire.created_at), lastUsedAt: wire.last_used_at === null ? null : Date.parse(wire.last_used_at),
});

const listPasskeys = async () => (await api.passkeys({}, PASSKEY_FALLBACKS.load)).passkeys.map(entryOf);

/** The app's side of the passkeys machine: the list, adding (through the browser's dialog) and removing. */
export const passkeysBindings = {
  actors: {
    // Not aborted when the actor stops: the machine starts in this load, and under StrictMode
    // @xstate/react restarts it from its snapshot, where an aborted first load would be a failure.
    listPasskeys: fromPromise<PasskeyEntry[]>(listPasskeys),
    // The new list: the added passkey with the name and date the server gave it.
    // The signals below: a call is aborted only when the page goes away, and then nothing waits for its answer.
    addPasskey: fromPromise<PasskeyEntry[], { name: string }>(async ({ input, signal }) => {
      await addPasskey(input.name, { signal });
      return listPasskeys();
    }),
    removePasskey: fromPromise<unknown, { id: string }>(({ input, signal }) => api.passkeyRemove({ params: { id: input.id }, signal }, PASSKEY_FALLBACKS.remove)),
  },
} satisfies FlowBindings<typeof passkeysMachine>;

export function selectPasskeysView(snapshot: SnapshotFrom<typeof passkeysMachine>) {
  const { passkeys, removing, error } = snapshot.context;
  const loaded = !snapshot.hasTag('loading') && !snapshot.hasTag('loadFailed');
  return {
    /** Null until the list has loaded. */
    passkeys: loaded ? passkeys : null,
    loadError: snapshot.hasTag('loadFailed') ? error : null,
    problem: problemText(snapshot, { failed: error }),
    note: problemText(snapshot, { added: passkeysCopy.addedNote, removed: passkeysCopy.removedNote }),
    adding: snapshot.hasTag('adding'),
    /** The name typed for a new passkey (kept while it is being added or failed, empty once added). */
    name: snapshot.context.name,
    justAdded: snapshot.hasTag('added'),
    /** The passkey being removed, while it is. */
    removing,
    busy: snapshot.hasTag('busy'),
  };
}

export type PasskeysView = ReturnType<typeof selectPasskeysView>;

/** The passkeys card: the list and what the investor can do with it. */
export interface PasskeysApi {
  view: PasskeysView;
  /** Load the list again after it failed to load. */
  retry(): void;
  /** Add a passkey named `name` through the browser's passkey dialog. */
  add(name: string): void;
  /** Remove the passkey `id`. */
  remove(id: string): void;
}

export function connectPasskeys(snapshot: SnapshotFrom<typeof passkeysMachine>, send: FlowSend<typeof passkeysMachine>): PasskeysApi {
  return {
    view: selectPasskeysView(snapshot),
    retry: () => send({ type: 'passkeys.retry' }),
    add: (name) => send({ type: 'passkey.add', name }),
    remove: (id) => send({ type: 'passkey.remove', id }),
  };
}

export function usePasskeys(): PasskeysApi {
  return useFlow(passkeysMachine, passkeysBindings, connectPasskeys);
}
