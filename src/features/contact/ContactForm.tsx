import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ScriptReadyFields } from '../../components/ui/ScriptReadyFields';
import styled from 'styled-components';
import type { ContactField } from '../../../machines/forms/contact.machine';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { contactContent } from '../../content/contact';
import { useContact } from './contact.flow';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  label { font-weight: 600; color: ${({ theme }) => theme.color.navy}; }
  input, textarea {
    width: 100%;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
  }
  input { min-height: 44px; }
  textarea { min-height: 9rem; resize: vertical; }
  input[aria-invalid='true'], textarea[aria-invalid='true'] { border-color: ${({ theme }) => theme.color.danger}; }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const FIELDS: { field: ContactField; label: string; type: 'text' | 'email' | 'textarea'; autoComplete?: string }[] = [
  { field: 'name', label: contactContent.form.nameLabel, type: 'text', autoComplete: 'name' },
  { field: 'email', label: contactContent.form.emailLabel, type: 'email', autoComplete: 'email' },
  { field: 'message', label: contactContent.form.messageLabel, type: 'textarea' },
];

/**
 * The contact form. The machine validates (every field non-blank after trimming), so the
 * browser's own validation is off (`noValidate`) and the specification's message shows instead.
 */
export function ContactForm() {
  const { view, changeField, submit } = useContact();
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const errorRef = useRef<HTMLDivElement>(null);
  // Counts submits, so a second refused submit (the same message) moves focus again.
  const [attempt, setAttempt] = useState(0);

  // After a refused or failed submit, move focus to the message so it is read out and seen.
  useEffect(() => {
    if (view.error) errorRef.current?.focus();
  }, [view.error, attempt]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    submit();
  };

  const { invalid } = view;

  return (
    <Form method="post" onSubmit={onSubmit} noValidate aria-label={contactContent.form.heading}>
      <ScriptReadyFields>
        {FIELDS.map(({ field, label, type, autoComplete }) => {
          const id = `${baseId}-${field}`;
          const common = {
            id,
            name: field,
            required: true,
            autoComplete,
            value: view.fields[field],
            'aria-invalid': invalid && view.fields[field].trim() === '' ? true : undefined,
            'aria-describedby': type === 'textarea' ? hintId : undefined,
            onChange: (event: { target: { value: string } }) => changeField(field, event.target.value),
          };
          return (
            <Field key={field}>
              <label htmlFor={id}>{label}</label>
              {type === 'textarea' ? <textarea {...common} rows={6} /> : <input {...common} type={type} />}
              {type === 'textarea' ? <Hint id={hintId}>{contactContent.form.messageHint}</Hint> : null}
            </Field>
          );
        })}
        {view.error ? (
          <Alert tone="error" ref={errorRef}>
            {view.error}
          </Alert>
        ) : null}
        <div aria-live="polite">{view.success ? <Alert tone="success">{view.success}</Alert> : null}</div>
        <div>
          <Button type="submit" disabled={view.pending}>
            {view.pending ? contactContent.form.submitting : contactContent.form.submit}
          </Button>
        </div>
      </ScriptReadyFields>
    </Form>
  );
}
