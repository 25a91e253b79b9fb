import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useHydrated } from '../../loading/hydration';

// No box of its own: the form's layout applies to the fields as if it were not there.
const Contents = styled.fieldset`
  display: contents;
  margin: 0;
  padding: 0;
  border: 0;
`;

/**
 * The fields of a form on a prerendered page, disabled until the page's script has taken over.
 * Before that a submit would go to the server as a plain form (the fields in the address, the
 * page reloaded) and anything typed would be lost when the script renders; with the fields
 * disabled, neither can happen. In a page rendered in the browser they are enabled at once.
 */
export function ScriptReadyFields({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return <Contents disabled={!hydrated}>{children}</Contents>;
}
