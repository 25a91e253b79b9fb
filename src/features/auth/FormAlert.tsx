import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert';

/**
 * The error summary of a form (GOV.UK / APG pattern): a `role="alert"` box that takes focus when it
 * appears and again after each submit (`focusKey`), so keyboard and screen-reader users land on it.
 */
export function FormAlert({ message, focusKey, id }: { message: string | null; focusKey?: number; id?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message, focusKey]);
  if (!message) return null;
  return (
    <Alert ref={ref} tone="error" {...(id ? { id } : {})}>
      {message}
    </Alert>
  );
}

/**
 * A form's submits, counted: the alert's `focusKey`, and the callback its submit handler calls.
 * A new key per submit sends the focus back to the alert even when the message stays the same.
 */
export function useSubmitCount(): [count: number, countSubmit: () => void] {
  const [count, setCount] = useState(0);
  const countSubmit = useCallback(() => setCount((submits) => submits + 1), []);
  return [count, countSubmit];
}
