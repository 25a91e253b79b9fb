import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../styles/theme';
import { GlobalStyle } from '../styles/GlobalStyle';
import { prerenderedSheetAdopted } from '../loading/prerenderedStyles';

/** Everything around the router: theme and global styles. Shared by the app and the screen tests. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      {/* On a prerendered page the global rules came with its sheet: rendering them again would
          only cost the compile of every rule (styled-components does it for a static global
          style too) in the middle of hydration. It renders no element, so hydration is unaffected. */}
      {prerenderedSheetAdopted() ? null : <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}
