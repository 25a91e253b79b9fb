import { test, expect, signInForReal } from './support/fixtures';
import { SECTORS } from '../../src/content/sectors';

// A chosen option shows a tick, drawn by CSS: decoration, so the radio's name stays the option's.
test('a chosen deposit option is named by its text alone, without the tick drawn beside it', async ({ page, request }) => {
  await signInForReal(page, request);
  await page.goto('/dashboard/deposit');
  const sector = SECTORS.find((entry) => entry.id === 'real-estate')!;
  const radio = page.getByRole('main').getByRole('radio', { name: sector.tagline });
  await radio.check();
  await expect(radio).toBeChecked();
  await expect(radio).toHaveAccessibleName(`${sector.name} ${sector.tagline}`);
});
