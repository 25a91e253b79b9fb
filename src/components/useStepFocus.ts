import { useEffect, useRef } from 'react';
import { scrollBehavior } from '../styles/motion';

/** The controls a step's focus goes to first: the first one a visitor can type into or choose. */
const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** Where the focus goes when a flow's page is reached from another page: its heading or its first field. */
export type Arrival = 'heading' | 'field';

/**
 * One flow's steps, brought to the visitor: when `step` changes (the form gives way to the code
 * step, the code step back to the form), the step's container scrolls into view below the fixed
 * top (smoothly, unless reduced motion is asked for) and the focus moves to its first field, else
 * its heading, so what is typed next goes where the step asks for it (unless the step opened
 * with an alert that took the focus). Reached from another page,
 * the step is where the route's scroll to the top puts it, and the focus goes to its heading (or
 * to its first field when the visitor came for that step). The heading must be focusable
 * (`tabIndex={-1}`). Returns the ref for the step's container.
 */
export function useStepFocus<T extends HTMLElement>(step: string | undefined, arrival: Arrival = 'heading') {
  const container = useRef<T>(null);
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    const previous = shown.current;
    shown.current = step;
    const element = container.current;
    if (step === undefined || previous === step || !element) return;
    const arriving = previous === undefined;
    const heading = element.querySelector<HTMLElement>('h1, h2');
    // Reached from another page, the route's effects have focused the page's heading (src/app/RouteEffects.tsx);
    // on the page the visitor arrived on, or once they moved on from the heading, the focus is theirs.
    if (arriving && document.activeElement !== heading) return;
    const field = element.querySelector<HTMLElement>(FIRST_FIELD);
    const target = arriving && arrival !== 'field' ? heading : (field ?? heading);
    // Arriving, the route's own scroll to the top is under way; a focus that scrolled would cut it short.
    if (!arriving) element.scrollIntoView({ block: 'start', behavior: scrollBehavior() });
    // A step that opens with a problem has already sent the focus to its alert: it is read first.
    const active = document.activeElement;
    if (active && element.contains(active) && active.getAttribute('role') === 'alert') return;
    target?.focus({ preventScroll: true });
  }, [step, arrival]);
  return container;
}
