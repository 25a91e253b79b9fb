/**
 * The page's main region, found by its element: `getByRole('main')` works out the role and the
 * visibility of every element of the app (header, menus, footer) on each call, and the walks ask
 * for the main region at almost every step (a seventh of a sign-up walk's time). A `<main>`, or
 * an element with role="main", is the main landmark; a page shows exactly one.
 */
export function theMain(): HTMLElement {
  const found = document.querySelectorAll<HTMLElement>('main, [role="main"]');
  if (found.length !== 1) throw new Error(`The page should show one main region; it shows ${found.length}`);
  return found[0]!;
}
