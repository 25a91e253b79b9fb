/**
 * The Plans jump lays out the blocks the browser skips off screen above its section, and only
 * those (src/loading/layOutAbove.ts): laying out the whole page cost 60–200 ms of the click at a
 * 4x slower CPU. Tested on a page of its own, apart from any screen.
 */
import { afterEach, expect, it } from 'vitest';
import { jumpLaidOutAbove } from '../../src/loading/layOutAbove';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

it('lays out the skipped blocks above the target for the jump, not those below, and lets them skip again once it ends', () => {
  document.head.innerHTML = '<style>[data-skipped] { content-visibility: auto; }</style>';
  document.body.innerHTML = `
    <div data-skipped="page top"></div>
    <main>
      <div data-skipped="above"></div>
      <div>not skipped</div>
      <section id="plans"></section>
      <div data-skipped="below"></div>
    </main>
    <footer data-skipped="footer"></footer>`;
  const skipping = () => Object.fromEntries([...document.querySelectorAll<HTMLElement>('[data-skipped]')]
    .map((block) => [block.dataset.skipped, getComputedStyle(block).contentVisibility]));
  let atJump: Record<string, string> = {};
  jumpLaidOutAbove(document.getElementById('plans')!, () => {
    atJump = skipping();
  });
  expect(atJump).toEqual({ 'page top': 'visible', above: 'visible', below: 'auto', footer: 'auto' });
  window.dispatchEvent(new Event('scrollend'));
  expect(skipping()).toEqual({ 'page top': 'auto', above: 'auto', below: 'auto', footer: 'auto' });
});
