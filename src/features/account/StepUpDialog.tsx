import { useEffect, useRef, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { stepUpCopy as c } from '../../content/dashboard';
import { LoadState } from '../../components/cards/LoadState';
import { Field, Input } from '../../components/cards/fields';
import { Actions, Muted, Stack } from '../../components/cards/layout';
import { useStepUp } from './stepUp.flow';
import { useModalDialog } from './useModalDialog';

/** Over the whole page, the page dimmed behind it. */
const Layer = styled.div`
  position: fixed; inset: 0; z-index: 200;
  display: flex; align-items: center; justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: rgba(7, 20, 40, 0.62);
  overflow-y: auto;
`;

const Panel = styled.div`
  width: 100%; max-width: 440px; margin: auto;
  background: ${({ theme }) => theme.color.surface};
  border-top: 4px solid ${({ theme }) => theme.color.gold};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  padding: ${({ theme }) => theme.space.lg};
  &:focus { outline: none; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  h2 { font-family: ${({ theme }) => theme.font.heading}; font-size: ${({ theme }) => theme.fontSize.xl}; margin: 0 0 ${({ theme }) => theme.space.sm}; }
  form > div:last-child { margin-bottom: 0; }
`;

/** "or", between two rules, above the passkey choice. */
const Or = styled.p`
  display: flex; align-items: center; gap: ${({ theme }) => theme.space.sm};
  margin: 0; color: ${({ theme }) => theme.color.inkMuted}; font-size: ${({ theme }) => theme.fontSize.sm};
  &::before, &::after { content: ''; flex: 1; border-top: 1px solid ${({ theme }) => theme.color.border}; }
`;

const TITLE_ID = 'step-up-title';
const WHY_ID = 'step-up-why';
const PASSWORD_ID = 'step-up-password';
const CODE_ID = 'step-up-code';

const formValue = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '');

/**
 * The one step-up dialog (rendered by the signed-in layout): shown whenever a sensitive change
 * was refused for want of a fresh proof, it asks for the password (and the code), or a passkey;
 * the change goes on once it is proved, and fails with a clear message when it is cancelled.
 */
export function StepUpDialog() {
  const stepUp = useStepUp();
  const { view } = stepUp;
  const layer = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const code = useRef<HTMLInputElement>(null);
  const { onKeyDown } = useModalDialog({ open: view.open, layer, dialog, onEscape: stepUp.cancel });

  // A refused proof empties both fields: the fields follow what the machine kept.
  useEffect(() => {
    if (password.current) password.current.value = view.password;
  }, [view.password]);
  useEffect(() => {
    if (code.current) code.current.value = view.code;
  }, [view.code]);
  // The focus moves to the first field to type: the password as the form appears (nothing is
  // typed yet) or after a refused proof, the first empty field after another problem.
  const asking = view.form && !view.busy;
  useEffect(() => {
    if (!asking) return;
    if (view.fixField === 'password') password.current?.focus();
    // Without two-factor sign-in there is no code field: nothing to move to.
    else if (view.fixField === 'code') code.current?.focus();
  }, [asking, view.problem, view.fixField]);

  if (!view.open) return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    stepUp.submit(formValue(event.currentTarget, 'password'), formValue(event.currentTarget, 'code'));
  };
  // While a proof is checked the buttons keep the focus (aria-disabled, not disabled), so it never leaves the dialog.
  const busy = view.busy ? { 'aria-disabled': true } : {};
  return createPortal(
    <Layer ref={layer}>
      <Panel
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={TITLE_ID}
        aria-describedby={view.form ? WHY_ID : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={TITLE_ID}>{c.title}</h2>
        {view.form ? (
          <Stack>
            <Muted id={WHY_ID}>{c.why(view.askCode)}</Muted>
            {view.problem !== null ? <Alert tone="error">{view.problem}</Alert> : null}
            {view.serverBusy ? <Alert tone="info">{view.serverBusy}</Alert> : null}
            <form noValidate onSubmit={submit}>
              <Field id={PASSWORD_ID} label={c.password}>
                <Input ref={password} id={PASSWORD_ID} name="password" type="password" autoComplete="current-password" defaultValue={view.password} readOnly={view.busy} />
              </Field>
              {view.askCode ? (
                <Field id={CODE_ID} label={c.code}>
                  <Input ref={code} id={CODE_ID} name="code" autoComplete="one-time-code" maxLength={16} defaultValue={view.code} readOnly={view.busy} />
                </Field>
              ) : null}
              <Actions>
                <Button type="submit" {...busy}>{view.proving ? c.confirming : c.confirm}</Button>
                <Button type="button" $variant="ghost" onClick={stepUp.cancel}>{c.cancel}</Button>
              </Actions>
            </form>
            {view.offerPasskey ? (
              <>
                <Or>{c.or}</Or>
                <Button type="button" $variant="secondary" $block {...busy} onClick={stepUp.proveWithPasskey}>
                  {view.passkeyPending ? c.passkeyPending : c.usePasskey}
                </Button>
              </>
            ) : null}
          </Stack>
        ) : (
          <Stack>
            <LoadState error={view.loadError} onRetry={stepUp.retry} />
            <Actions>
              <Button type="button" $variant="ghost" onClick={stepUp.cancel}>{c.cancel}</Button>
            </Actions>
          </Stack>
        )}
      </Panel>
    </Layer>,
    document.body,
  );
}
