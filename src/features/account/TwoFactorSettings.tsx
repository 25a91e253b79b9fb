import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { twoFactorCopy as c } from '../../content/dashboard';
import { CopyButton } from '../../widgets/CopyButton';
import { QrCode } from '../../components/ui/QrCode';
import { saveAsFile } from '../../components/ui/saveAsFile';
import { LoadState } from '../../components/cards/LoadState';
import { Field, Input } from '../../components/cards/fields';
import { Actions, Card, Muted, Stack } from '../../components/cards/layout';
import { useTwoFactorSettings } from './twoFactorSettings.flow';

const Key = styled.code`
  display: inline-block; word-break: break-all; font-size: ${({ theme }) => theme.fontSize.md};
  padding: 2px 6px; background: ${({ theme }) => theme.color.surfaceAlt}; border-radius: ${({ theme }) => theme.radius.sm};
`;

const Codes = styled.ol`
  display: grid; grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0; padding-left: 1.5rem; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: ${({ theme }) => theme.fontSize.md};
`;

/** A form's text fields by name (the forms here are uncontrolled: the machine keeps what was sent). */
const formValue = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '');

/**
 * Recovery codes, shown once (after turning two-factor on, and after making new ones): what
 * they are, the list, download or copy, and "I have saved my codes". The note takes the focus,
 * since the button that led here is gone.
 */
function RecoveryCodes({ title, codes, onSaved }: { title: string; codes: readonly string[]; onSaved: () => void }) {
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => note.current?.focus(), []);
  const text = `${codes.join('\n')}\n`;
  return (
    <Stack>
      <Alert ref={note} tone="success">{title}</Alert>
      <Muted>{c.codesIntro}</Muted>
      <Codes aria-label={c.codesLabel}>{codes.map((code) => <li key={code}>{code}</li>)}</Codes>
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => saveAsFile(text, c.codesFile, 'text/plain')}>{c.download}</Button>
        <CopyButton text={text} label={c.copyCodes} size="md" />
        <Button type="button" onClick={onSaved}>{c.codesSaved}</Button>
      </Actions>
    </Stack>
  );
}

/**
 * The set-up key as it is typed: 32 characters read four at a time, in groups as authenticator
 * apps show them (they ignore the spaces).
 */
const inGroupsOfFour = (key: string) => key.replace(/.{4}(?=.)/g, '$& ');

/** Two-factor sign-in on the profile: set it up with an authenticator app, save the recovery codes, make new ones, or turn it off. */
export function TwoFactorSettings() {
  const { view, retry, setUp, confirm, cancelSetUp, codesSaved, turnOff, submitTurnOff, cancelTurnOff, regenerateCodes, confirmRegenerate, cancelRegenerate } = useTwoFactorSettings();
  const regenerateButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  // The confirm step takes the focus when it opens; cancelled, the focus goes back to its button.
  // The effect runs when the step opens or closes, and on mount, when the section is still
  // loading and neither button is there.
  useEffect(() => {
    if (view.regenerating) confirmButton.current?.focus();
    else regenerateButton.current?.focus();
  }, [view.regenerating]);
  const problem = view.problem !== null ? <Alert tone="error">{view.problem}</Alert> : null;
  let body;
  if (!view.loaded) {
    body = <LoadState error={view.loadError} onRetry={retry} />;
  } else if (view.enrolling) {
    const secret = view.enrolling;
    body = (
      <form noValidate onSubmit={(event) => { event.preventDefault(); confirm(formValue(event.currentTarget, 'code')); }}>
        <Stack>
          <Muted>{c.scan}</Muted>
          <QrCode value={secret.uri} label={c.qrLabel} />
          <p style={{ margin: 0 }}>{c.typeKey} <Key>{inGroupsOfFour(secret.secret)}</Key></p>
          {problem}
          <Field id="two-factor-code" label={c.code}>
            <Input id="two-factor-code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={16} />
          </Field>
          <Actions>
            <Button type="submit" disabled={view.confirming}>{view.confirming ? c.confirming : c.confirm}</Button>
            <Button type="button" $variant="ghost" disabled={view.confirming} onClick={cancelSetUp}>{c.cancel}</Button>
          </Actions>
        </Stack>
      </form>
    );
  } else if (view.recoveryCodes) {
    body = <RecoveryCodes title={view.codesTitle} codes={view.recoveryCodes} onSaved={codesSaved} />;
  } else if (view.on) {
    body = (
      <Stack>
        <Muted>{c.onIntro(view.recoveryCodesLeft)}</Muted>
        {view.turningOff ? (
          <form noValidate onSubmit={(event) => {
            event.preventDefault();
            submitTurnOff(formValue(event.currentTarget, 'password'), formValue(event.currentTarget, 'code'));
          }}>
            <Stack>
              <Muted>{c.turnOffIntro}</Muted>
              {problem}
              <Field id="two-factor-off-password" label={c.password}>
                <Input id="two-factor-off-password" name="password" type="password" autoComplete="current-password" />
              </Field>
              <Field id="two-factor-off-code" label={c.turnOffCode}>
                <Input id="two-factor-off-code" name="code" autoComplete="one-time-code" maxLength={16} />
              </Field>
              <Actions>
                <Button type="submit" $variant="danger" disabled={view.submitting}>{view.submitting ? c.turningOff : c.confirmTurnOff}</Button>
                <Button type="button" $variant="ghost" disabled={view.submitting} onClick={cancelTurnOff}>{c.cancel}</Button>
              </Actions>
            </Stack>
          </form>
        ) : view.regenerating ? (
          <Stack>
            <Muted id="two-factor-regenerate-intro">{c.regenerateIntro}</Muted>
            {problem}
            <Actions>
              <Button ref={confirmButton} type="button" aria-describedby="two-factor-regenerate-intro" disabled={view.makingCodes} onClick={confirmRegenerate}>
                {view.makingCodes ? c.makingCodes : c.confirmRegenerate}
              </Button>
              <Button type="button" $variant="ghost" disabled={view.makingCodes} onClick={cancelRegenerate}>{c.cancel}</Button>
            </Actions>
          </Stack>
        ) : (
          <Actions>
            <Button ref={regenerateButton} type="button" $variant="secondary" onClick={regenerateCodes}>{c.regenerate}</Button>
            <Button type="button" $variant="secondary" onClick={turnOff}>{c.turnOff}</Button>
          </Actions>
        )}
      </Stack>
    );
  } else {
    body = (
      <Stack>
        {view.note !== null ? <Alert tone="success">{view.note}</Alert> : null}
        <Muted>{c.offIntro}</Muted>
        {problem}
        <div><Button type="button" disabled={view.starting} onClick={setUp}>{view.starting ? c.starting : c.setUp}</Button></div>
      </Stack>
    );
  }
  return (
    <Card aria-labelledby="two-factor-sign-in">
      <h2 id="two-factor-sign-in">{c.title}</h2>
      {body}
    </Card>
  );
}
