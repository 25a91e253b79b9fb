import { isPartHydrated, whenPartHydrated } from './HydrateWhenNear';

/** The link a click follows, when it is one the app follows itself: a plain press, same site, same tab. */
function linkToHold(event: MouseEvent, part: Element): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || !part.contains(link)) return null;
  if (link.origin !== window.location.origin || link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  return link;
}

/**
 * A press on a link of a prerendered part that has not hydrated yet (`id` is the part's, see
 * HydrateWhenNear.tsx), its code still on the way, is held instead of followed as a plain link,
 * which would load the whole document again: the part's code is fetched (`loadPart`; the press
 * itself asks the part to hydrate), and once React has hydrated the part the link is pressed
 * again, now React's. The page then changes inside the app, as from any hydrated link: at its
 * top, the focus on its heading. A press is a keyboard's Enter as well as a pointer's. (React
 * cannot be asked: a click on a part it has not hydrated goes no further than its root, so this
 * listens before it, on the window's capture.)
 *
 * When the part's code cannot be fetched (the connection dropped), the link is followed inside
 * the app anyway (`follow`): the router shows the page, or says in its place that it could not be
 * opened, as for any page whose code cannot load (src/app/routeCodeFailures.ts). Returns the stop.
 */
export function holdLinkPressesUntilHydrated(id: string, loadPart: () => Promise<void>, follow: (href: string) => void): () => void {
  let held: HTMLAnchorElement | undefined;

  function release(link: HTMLAnchorElement, press: () => void) {
    if (held !== link) return;
    held = undefined;
    if (link.isConnected) press();
  }

  function onClick(event: MouseEvent) {
    const part = document.getElementById(id);
    const link = part && !isPartHydrated(id) && linkToHold(event, part);
    if (!link) return;
    event.preventDefault();
    held = link;
    void whenPartHydrated(id).then(() => release(link, () => link.click()));
    loadPart().catch(() => release(link, () => follow(`${link.pathname}${link.search}${link.hash}`)));
  }

  window.addEventListener('click', onClick, true);
  return () => {
    window.removeEventListener('click', onClick, true);
    held = undefined;
  };
}
