import { warmUp } from '../api/client';

/**
 * Loads the HTTP client (axios, a chunk of its own: src/api/client.ts) as soon as the visitor
 * starts to fill in a form, so that it is there when the form is sent, without being among the
 * scripts every page loads to show itself.
 */
export function warmUpHttpClientOnFormFocus(root: Document = document): void {
  const onFocus = (event: FocusEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('form')) return;
    root.removeEventListener('focusin', onFocus);
    warmUp();
  };
  root.addEventListener('focusin', onFocus);
}
