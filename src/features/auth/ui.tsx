import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { ScriptReadyFields } from '../../components/ui/ScriptReadyFields';

/** The vertical rhythm of an auth form. */
const FormGrid = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** An auth form: posted (never a password in the address), usable once the script runs. */
export function Form({ children, ...props }: ComponentProps<'form'>) {
  return (
    <FormGrid method="post" {...props}>
      <ScriptReadyFields>{children}</ScriptReadyFields>
    </FormGrid>
  );
}

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** Secondary actions under a primary button (Edit Email Address, Cancel). */
export const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: center;
`;

export const TextButton = styled.button`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.navySoft};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.surfaceAlt}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 1px; }
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;

/** A rule with a word in the middle ("or") between two ways to do the same thing. */
export const Divider = styled.p`
  display: flex; align-items: center; gap: ${({ theme }) => theme.space.sm};
  margin: 0; color: ${({ theme }) => theme.color.inkMuted}; font-size: ${({ theme }) => theme.fontSize.sm};
  &::before, &::after { content: ''; flex: 1; border-top: 1px solid ${({ theme }) => theme.color.border}; }
`;

export const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  line-height: 1.55;
  strong { color: ${({ theme }) => theme.color.ink}; }
`;

/** Reads the named text fields of a submitted form. */
export function formText<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<K, string>;
}
