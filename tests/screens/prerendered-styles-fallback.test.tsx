/**
 * A prerendered `<style>` that does not read as styled-components wrote it is not adopted: the
 * page falls back to styled-components' own rehydration, so its styles are kept either way.
 */
import { describe, expect, it } from 'vitest';
import { adoptPrerenderedStyles, prerenderedStyleTag } from '../../src/loading/prerenderedStyles';

describe('a prerendered sheet that cannot be adopted', () => {
  it('is rehydrated by styled-components as usual', () => {
    // A rule after the last group marker: not a sheet styled-components wrote.
    const css = '.a{color:red;}/*!sc*/\ndata-styled.g1[id="sc-a"]{content:"a,"}/*!sc*/\n.stray{color:blue;}/*!sc*/\n';
    document.head.innerHTML = prerenderedStyleTag(css);

    expect(adoptPrerenderedStyles()).toBe(false);

    expect(document.head.querySelector('style[data-prerendered-styles]')).toBeNull();
    const own = document.head.querySelector('style[data-styled="active"]');
    expect(own).not.toBeNull();
    expect([...(own as HTMLStyleElement).sheet!.cssRules].map((rule) => rule.cssText).join(' ')).toContain('color: red');
  });
});
