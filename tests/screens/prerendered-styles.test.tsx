/**
 * A prerendered page keeps its `<style>` when the app takes over (src/loading/prerenderedStyles.ts):
 * styled-components adopts the sheet in place, injects nothing it already holds, and puts the
 * rules that appear later where its own order wants them.
 */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import styled, { createGlobalStyle, ServerStyleSheet } from 'styled-components';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adoptPrerenderedStyles, prerenderedStyleTag, readGroups } from '../../src/loading/prerenderedStyles';

// The browser build of styled-components, as the app runs it: Node's (which Vitest would load)
// leaves global styles to the server and never updates them.
vi.mock('styled-components', () => import('styled-components/dist/styled-components.browser.esm.js' as string));

const Panel = styled.p<{ $tone: 'calm' | 'alert' }>`
  color: ${({ $tone }) => ($tone === 'alert' ? 'red' : 'green')};
`;
// Extends Panel: its rule must stay after every rule of Panel's, or Panel would win.
const WidePanel = styled(Panel)`
  color: blue;
`;
const PageShade = createGlobalStyle<{ $shade: string }>`
  body { background: ${({ $shade }) => $shade}; }
`;
// Static: hydration leaves its rule untouched (rewriting a `*` rule would restyle the whole page).
const BoxSizing = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
`;

function Page({ tone, shade }: { tone: 'calm' | 'alert'; shade: string }) {
  return (
    <>
      <BoxSizing />
      <PageShade $shade={shade} />
      <Panel $tone={tone}>Panel</Panel>
      <WidePanel $tone="calm">Wide panel</WidePanel>
    </>
  );
}

function prerender(element: React.ReactElement) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element));
    return { html, css: sheet.instance.toString() };
  } finally {
    sheet.seal();
  }
}

const styleElements = () => [...document.head.querySelectorAll('style')];
const rules = () => [...(styleElements()[0]!.sheet?.cssRules ?? [])].map((rule) => rule.cssText);
const indexOfRuleWith = (text: string) => rules().findIndex((rule) => rule.includes(text) && !rule.startsWith('data-styled'));

describe('the prerendered page’s styles', () => {
  let root: Root | undefined;
  // hydrateRoot directly (Testing Library renders into an empty container, never hydrates).
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterAll(() => act(() => root?.unmount()));

  it('are adopted in place, and later rules land in styled-components’ order', async () => {
    const { html, css } = prerender(<Page tone="calm" shade="white" />);
    expect(readGroups(css)?.map((group) => group.ruleCount)).toEqual([1, 1, 1, 1]);
    document.head.innerHTML = prerenderedStyleTag(css);
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const prerenderedRuleCount = rules().length;
    const boxSizingRule = () => [...styleElements()[0]!.sheet!.cssRules].find((rule) => rule.cssText.includes('box-sizing'));
    const prerenderedBoxSizingRule = boxSizingRule();

    expect(adoptPrerenderedStyles()).toBe(true);

    // Hydrating injects nothing: every name the page uses is already in the sheet.
    const container = document.getElementById('root')!;
    await act(async () => {
      root = hydrateRoot(container, <Page tone="calm" shade="white" />);
    });
    expect(styleElements()).toHaveLength(1);
    expect(rules()).toHaveLength(prerenderedRuleCount);
    expect(boxSizingRule()).toBe(prerenderedBoxSizingRule);

    // A variant the prerender did not render goes into the same sheet, before the rules of the
    // component that extends it.
    await act(async () => root!.render(<Page tone="alert" shade="white" />));
    expect(styleElements()).toHaveLength(1);
    expect(rules()).toHaveLength(prerenderedRuleCount + 1);
    expect(indexOfRuleWith('red')).toBeGreaterThan(indexOfRuleWith('green'));
    expect(indexOfRuleWith('red')).toBeLessThan(indexOfRuleWith('blue'));

    // A global style that changes replaces its own rule and nothing else.
    await act(async () => root!.render(<Page tone="alert" shade="black" />));
    expect(indexOfRuleWith('white')).toBe(-1);
    expect(indexOfRuleWith('black')).toBeGreaterThanOrEqual(0);
    expect(rules()).toHaveLength(prerenderedRuleCount + 1);
    expect(rules().filter((rule) => rule.startsWith('data-styled'))).toHaveLength(4);
    for (const colour of ['green', 'red', 'blue']) expect(indexOfRuleWith(colour)).toBeGreaterThanOrEqual(0);
  });
});
