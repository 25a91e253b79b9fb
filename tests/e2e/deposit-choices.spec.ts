import { test, expect, signInForReal } from './support/fixtures';
import { SECTOR_NAMES, SECTOR_TAGLINES } from '../oracle';

// A chosen option shows a tick, drawn by CSS: decoration, so the radio's name stays the option's.
test('a chosen deposit option is named by its text alone, without the tick drawn beside it', async ({ page, request }) => {
  await signInForReal(page, request);
  await page.goto('/dashboard/deposit');
  const [name, tagline] = [SECTOR_NAMES['real-estate'], SECTOR_TAGLINES['real-estate']];
  const radio = page.getByRole('main').getByRole('radio', { name: tagline });
  await radio.check();
  await expect(radio).toBeChecked();
  await expect(radio).toHaveAccessibleName(`${name} ${tagline}`);
});
