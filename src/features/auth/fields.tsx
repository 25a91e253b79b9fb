import { memo, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { authContent } from '../../content/auth';

export const FieldGroup = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.wide} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.ink};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.inkMuted};
`;

export const Input = styled.input`
  width: 100%;
  min-height: 46px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  transition: border-color 0.15s ease, box-shadow 0.15s ease;
  &:hover { border-color: #b5c0d0; }
  &:focus { outline: none; border-color: ${({ theme }) => theme.color.focus}; box-shadow: 0 0 0 3px rgba(37, 99, 235, 0.25); }
  &[readonly] { background: ${({ theme }) => theme.color.surfaceAlt}; }
`;

const PasswordWrap = styled.div`
  position: relative;
  ${Input} { padding-right: 5rem; }
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: 6px;
  transform: translateY(-50%);
  min-height: 34px;
  min-width: 60px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.navySoft};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSize.sm};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.surfaceAlt}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 1px; }
`;

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

interface FieldProps extends NativeInput {
  label: string;
  name: string;
  hint?: ReactNode;
}

function useFieldIds(hint: ReactNode | undefined) {
  const id = useId();
  return { inputId: `${id}-input`, hintId: hint ? `${id}-hint` : undefined };
}

/**
 * A labelled input with an optional hint tied to it by aria-describedby. Memoised, as is the
 * password field: a form's submit renders its alert and button again, not every field (the
 * sign-up submit's INP).
 */
export const TextField = memo(function TextField({ label, hint, ...input }: FieldProps) {
  const { inputId, hintId } = useFieldIds(hint);
  return (
    <FieldGroup>
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} aria-describedby={hintId} {...input} />
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
    </FieldGroup>
  );
});

/** A password input with a Show/Hide toggle button (aria-pressed), keeping focus in the field's group. */
export const PasswordField = memo(function PasswordField({ label, hint, ...input }: FieldProps) {
  const { inputId, hintId } = useFieldIds(hint);
  const [visible, setVisible] = useState(false);
  return (
    <FieldGroup>
      <Label htmlFor={inputId}>{label}</Label>
      <PasswordWrap>
        <Input id={inputId} aria-describedby={hintId} {...input} type={visible ? 'text' : 'password'} />
        <Toggle
          type="button"
          aria-controls={inputId}
          aria-pressed={visible}
          aria-label={authContent.common.showPassword(label)}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? authContent.common.hide : authContent.common.show}
        </Toggle>
      </PasswordWrap>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
    </FieldGroup>
  );
});

const CodeInput = styled(Input)`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.xl};
  letter-spacing: 0.4em;
  text-align: center;
  min-height: 56px;
`;

/**
 * The one-time-code input: accepts a pasted or autofilled code (`autocomplete="one-time-code"`,
 * numeric keyboard) and drops the spaces people paste with it.
 */
export function OtpField({ label, hint, value, onValueChange, ...input }: Omit<FieldProps, 'value' | 'onChange'> & { value: string; onValueChange: (code: string) => void }) {
  const { inputId, hintId } = useFieldIds(hint);
  return (
    <FieldGroup>
      <Label htmlFor={inputId}>{label}</Label>
      <CodeInput
        id={inputId}
        aria-describedby={hintId}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={12}
        {...input}
        value={value}
        onChange={(event) => onValueChange(event.target.value.replace(/\s+/g, ''))}
      />
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
    </FieldGroup>
  );
}
