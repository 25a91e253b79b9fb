import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

/** Anchor jumps, scrollIntoView and focus scrolling stop this far below the fixed top. */
export const SCROLL_GAP_PX = 12;

// Static rules (the theme read here, not from props): where the page's prerendered sheet was not
// adopted (src/app/AppProviders.tsx), styled-components takes them over as they are, while rules
// that depend on props are written again on hydration, and rewriting `*` and `body` rules
// restyles every element of the page.
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    /* Anchor jumps stop below the fixed top: this until its height is known (SiteLayout). */
    scroll-padding-top: ${SCROLL_GAP_PX}px;
  }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    font-size: ${theme.fontSize.md};
    line-height: 1.6;
    color: ${theme.color.ink};
    background: ${theme.color.surface};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { font-family: ${theme.font.heading}; line-height: 1.2; margin: 0 0 0.5em; color: ${theme.color.navy}; }
  p { margin: 0 0 1em; }
  a { color: ${theme.color.navySoft}; }
  img, svg { max-width: 100%; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
