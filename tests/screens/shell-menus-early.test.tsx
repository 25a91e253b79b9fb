import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, waitForLazyParts } from '../support/renderRoute';

// The header's menus load after the first paint. Here their code is held back until the test
// lets it through, as on a slow connection, so the visitor can press the stand-in button first.
const menusArrive = vi.hoisted(() => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
});
vi.mock('../../src/features/header/MobileMenu', async (importOriginal) => {
  await menusArrive.released;
  return importOriginal();
});

// The menu module loads once per file, so this runs once, in StrictMode (effects run twice,
// which is where a handed-over press could be applied twice).
describe('the narrow menu pressed before its code has arrived', { timeout: 30_000 }, () => {
  it('opens once it arrives, with the focus on its button', async () => {
    const user = userEvent.setup();
    // The page is shown (its route loaded) with the menu's stand-in: the visitor presses it.
    await renderRoute('/', { strict: true, waitForParts: false });
    const standIn = screen.getByRole('button', { name: 'Menu' });
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    await user.click(standIn);

    menusArrive.release();
    await waitForLazyParts();

    // The real menu takes the press in an effect after it mounts: on a slow machine the stand-in
    // can be gone a moment before that effect has run, so wait for the menu to show it open.
    const toggle = await screen.findByRole('button', { name: 'Menu', expanded: true });
    expect(toggle).not.toBe(standIn);
    await waitFor(() => expect(toggle).toHaveFocus());
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(within(panel!).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });
});
