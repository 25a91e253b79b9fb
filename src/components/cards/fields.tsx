/** The investor area's form controls: a labelled field with its hint and inline error. */
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export const FieldBox = styled.div`
  display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
  label, legend { font-weight: 600; font-size: ${({ theme }) => theme.fontSize.sm}; }
  .hint { font-size: ${({ theme }) => theme.fontSize.xs}; color: ${({ theme }) => theme.color.inkMuted}; }
  .error { font-size: ${({ theme }) => theme.fontSize.sm}; color: ${({ theme }) => theme.color.danger}; font-weight: 600; }
`;

export const inputStyles = css`
  width: 100%; min-height: 44px; padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border}; border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface}; color: ${({ theme }) => theme.color.ink};
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.color.danger}; border-width: 2px; }
  &:read-only { background: ${({ theme }) => theme.color.surfaceAlt}; }
`;
export const Input = styled.input`${inputStyles}`;
export const Select = styled.select`${inputStyles}`;

/** A labelled control with its hint and its inline error (`role="alert"`). */
export function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? <span className="hint" id={`${id}-hint`}>{hint}</span> : null}
      {error ? <span className="error" id={`${id}-error`} role="alert">{error}</span> : null}
    </FieldBox>
  );
}

/** aria attributes tying a control to its hint and error. */
export function describedBy(id: string, { hint, error }: { hint?: string; error?: string }) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}
