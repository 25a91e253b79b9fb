/**
 * The visitor's first input: a press, a key, a touch, or a focus moved into the page. Code that
 * only answers the visitor (the menus, the cookie banner's buttons, the services that follow a
 * change of page) can wait for it: a visit with no input never fetches it. What is pressed before
 * the code arrives is not lost (contract/earlyPress.ts clicks it again once React has hydrated it).
 */
const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'click'] as const;

/**
 * When code that could not be fetched is worth fetching again: when the browser says it is back
 * online, or at the visitor's next press or key (the connection may have come back without the
 * browser noticing, and the visitor is asking the page to answer). Never on a timer: a visitor
 * who is away does not make the page knock at the server.
 */
const RETRY_EVENTS = ['online', 'pointerdown', 'keydown'] as const;

/** Resolves at the first of these events on the window. */
function nextOf(types: readonly string[]): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of types) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of types) window.addEventListener(type, done, { capture: true, passive: true });
  });
}

let firstInput: Promise<void> | undefined;

/** Resolves at the visitor's first input (the same promise every time). */
export function whenFirstInput(): Promise<void> {
  firstInput ??= nextOf(FIRST_INPUT_EVENTS);
  return firstInput;
}

let nextRetry: Promise<void> | undefined;

/** Resolves at the next moment worth fetching again (one promise for all that wait for it). */
export function whenWorthRetrying(): Promise<void> {
  nextRetry ??= nextOf(RETRY_EVENTS).then(() => {
    nextRetry = undefined;
  });
  return nextRetry;
}
