import { forwardRef, type ReactNode } from 'react';
import styled from 'styled-components';

type Tone = 'error' | 'success' | 'info';

const Box = styled.div<{ $tone: Tone }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  border-left: 4px solid
    ${({ theme, $tone }) => ($tone === 'error' ? theme.color.danger : $tone === 'success' ? theme.color.success : theme.color.navySoft)};
  background: ${({ theme, $tone }) =>
    $tone === 'error' ? theme.color.dangerSurface : $tone === 'success' ? theme.color.successSurface : theme.color.surfaceAlt};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.color.danger : $tone === 'success' ? theme.color.success : theme.color.ink)};
  font-weight: 500;
  &:focus { outline: none; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;

/**
 * An inline message. Errors are `role="alert"` so screen readers announce them; the box can take
 * focus (`tabIndex=-1`) so a form can move focus to it after a failed submit (error summary).
 */
export const Alert = forwardRef<HTMLDivElement, { tone: Tone; children: ReactNode; id?: string }>(function Alert(
  { tone, children, id },
  ref,
) {
  return (
    <Box ref={ref} id={id} $tone={tone} role={tone === 'error' ? 'alert' : 'status'} tabIndex={-1}>
      {children}
    </Box>
  );
});
