/**
 * Moves the focus to the heading of the page shown (its `h1`, else `<main>`), without scrolling:
 * a screen reader reads where the visitor is, and the next Tab starts from the page.
 */
export function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main-content');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}
