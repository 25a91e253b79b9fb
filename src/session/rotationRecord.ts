/**
 * Chromium hands localStorage writes to other tabs asynchronously, so a tab that gets the
 * refresh lock right after another tab rotated the tokens can still read the old ones and
 * spend the refresh token a second time (measured: 3 runs in 6 with two tabs). IndexedDB
 * reads are consistent across tabs, so the tab that refreshes also records "this access
 * token was replaced by these tokens" here before releasing the lock. Without IndexedDB
 * (jsdom, some private modes) every function quietly does nothing.
 */
export interface Rotation {
  /** The access token that was replaced. */
  replaced: string;
  access: string;
  refresh: string | null;
}

const DB_NAME = 'acme-session';
const STORE = 'rotations';
const KEY = 'last';

let database: Promise<IDBDatabase | null> | undefined;

function openDatabase(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  database ??= new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return database;
}

/** Runs one request in its own transaction; resolves once the transaction is committed. */
async function inTransaction<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  const db = await openDatabase();
  if (!db) return undefined;
  return new Promise((resolve) => {
    try {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => resolve(undefined);
      transaction.onabort = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
}

export async function recordRotation(rotation: Rotation): Promise<void> {
  await inTransaction('readwrite', (store) => store.put(rotation, KEY));
}

/** The tokens that replaced `access`, if another tab rotated it. */
export async function rotationReplacing(access: string): Promise<Rotation | null> {
  const last = await inTransaction<Rotation | undefined>('readonly', (store) => store.get(KEY));
  return last && last.replaced === access ? last : null;
}

/** Signing out leaves no tokens at rest here either. */
export async function forgetRotation(): Promise<void> {
  await inTransaction('readwrite', (store) => store.delete(KEY));
}
