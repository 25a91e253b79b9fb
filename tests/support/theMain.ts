/** The main region last found, and an observer of the document it was found in. */
interface Found {
  document: Document;
  main: HTMLElement;
  observer: MutationObserver;
  /** Set when the observer was told of a change (its records are then no longer to be taken). */
  changed: boolean;
}

let found: Found | undefined;

/** Looks the main region up: a `<main>`, or an element with role="main"; a page shows exactly one. */
function lookUpTheMain(): HTMLElement {
  const regions = document.querySelectorAll<HTMLElement>('main, [role="main"]');
  if (regions.length !== 1) throw new Error(`The page should show one main region; it shows ${regions.length}`);
  return regions[0]!;
}

/**
 * The page's main region, found by its element: `getByRole('main')` works out the role and the
 * visibility of every element of the app (header, menus, footer) on each call, and the walks ask
 * for the main region at almost every step. Looking it up again is a query of the whole document
 * (a tenth of a sign-up walk's time), so the region found is kept until the document changes: the
 * walks ask several times between two renders.
 */
export function theMain(): HTMLElement {
  if (found && found.document === document && !found.changed && found.observer.takeRecords().length === 0) return found.main;
  found?.observer.disconnect();
  const main = lookUpTheMain();
  const entry: Found = { document, main, changed: false, observer: new MutationObserver(() => { entry.changed = true; }) };
  entry.observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['role'] });
  found = entry;
  return main;
}
