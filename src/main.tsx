// First: hands the prerendered page's styles to styled-components before any component exists.
import './loading/adoptStyles';
import { StrictMode, startTransition } from 'react';
import { createBrowserHistory } from '@tanstack/react-router';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { startInspectorIfAsked } from './flow/inspector';
import { loadPartsOfThePage } from './loading/lazyPart';
import { nextTask } from './loading/nextTask';
import { warmUpHttpClientOnFormFocus } from './loading/warmUpHttpClient';

await startInspectorIfAsked();
// Start-up runs as a series of short tasks, not one long one: evaluating the modules, creating the
// history, the router, loading the page's parts and hydrating each get a task.
await nextTask();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');

// The history and the router are the largest steps of start-up (the router's code runs for the
// first time): a task each.
const history = createBrowserHistory();
await nextTask();
const router = createAppRouter({ history });
await nextTask();
// The session (in the router's context) loads after the first render, and only for a signed-in
// visitor, who may go on to the dashboard: no page needs it to render, a guarded page and the
// logout page start it themselves before they load, and a login starts it to store its tokens.
const { session } = router.options.context;
const startSession = () => {
  if (session.isSignedIn()) void session.ready();
};
// The HTTP client loads on the first call, or earlier, as soon as a form is being filled in.
warmUpHttpClientOnFormFocus();
const app = (
  <StrictMode>
    <App router={router} afterFirstRender={startSession} browserServices />
  </StrictMode>
);

// React DOM in a chunk of its own (preloaded with the entry, scripts/vite-startup-preload.ts):
// evaluating it is a task of its own.
const { createRoot, hydrateRoot } = await import('react-dom/client');
await nextTask();

if (rootElement.hasChildNodes()) {
  // A prerendered page (scripts/vite-prerender.ts): load its route first so the first render
  // matches the HTML, then hydrate in a transition, which React splits into short tasks. Its
  // parts in chunks of their own (menus, footer, banner, the route's) keep their prerendered HTML
  // and hydrate when the visitor needs them (src/loading/HydrateWhenNear.tsx).
  await router.load();
  await nextTask();
  // Tells the router this render hydrates server-rendered HTML, so it builds the same tree as
  // the prerender did (no Suspense around the root match), as TanStack's own hydration does.
  router.ssr = { manifest: undefined };
  // The page is where the browser put it: the visitor may have scrolled (or pressed something
  // down the page, contract/earlyPress.ts) before the app started, and a reload restores the
  // position. The router's first render must not scroll it back to the top.
  router._scroll.n = false;
  startTransition(() => {
    hydrateRoot(rootElement, app);
  });
} else {
  // A page the browser renders itself (the logout and signed-in pages): the shell's parts first
  // (lazyPart's `renderedWithPage`), so the cookie banner, in the flow above the page, paints with
  // it instead of pushing it down as it arrives (under a pointer already pressing a button there).
  await loadPartsOfThePage();
  startTransition(() => {
    createRoot(rootElement).render(app);
  });
}
