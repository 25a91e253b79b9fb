/**
 * The visitor's first input: a press, a key, a touch, or a focus moved into the page. Code that
 * only answers the visitor (the menus, the cookie banner's buttons, the services that follow a
 * change of page) can wait for it: a visit with no input never fetches it. What is pressed before
 * the code arrives is not lost (contract/earlyPress.ts clicks it again once React has hydrated it).
 */
const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'click'] as const;

let firstInput: Promise<void> | undefined;

/** Resolves at the visitor's first input (the same promise every time). */
export function whenFirstInput(): Promise<void> {
  firstInput ??= new Promise((resolve) => {
    const done = () => {
      for (const type of FIRST_INPUT_EVENTS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of FIRST_INPUT_EVENTS) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return firstInput;
}
