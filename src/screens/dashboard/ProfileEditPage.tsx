import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { passwordChangeMachine } from '../../../machines/investment/passwordChange.machine';
import { profileEditMachine } from '../../../machines/investment/profileEdit.machine';
import { investorApi } from '../../api/investor';
import { inspectActors } from '../../app/inspector';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { profileCopy } from '../../content/dashboard';
import { Card, Field, Grid, Input, LoadState, Muted, ScreenTitle } from '../../features/dashboard/ui';

const toNames = (profile: { first_name: string; last_name: string }) => ({ firstName: profile.first_name, lastName: profile.last_name });

function NamesForm() {
  const [snapshot, send] = useMachine(
    profileEditMachine.provide({
      actors: {
        loadProfile: fromPromise(async () => toNames(await investorApi.profile())),
        saveProfile: fromPromise(async ({ input, signal }) =>
          toNames(await investorApi.updateProfile({ first_name: input.firstName.trim(), last_name: input.lastName.trim() }, { signal }))),
      },
    }),
    { inspect: inspectActors },
  );
  const c = profileCopy;
  if (snapshot.matches('loading') || snapshot.matches('loadFailed')) {
    return <LoadState error={snapshot.matches('loadFailed') ? snapshot.context.error : null} onRetry={() => send({ type: 'form.retry' })} />;
  }
  const { values } = snapshot.context;
  return (
    <form noValidate onSubmit={(event) => { event.preventDefault(); send({ type: 'form.submit' }); }}>
      <h2>{c.namesSection}</h2>
      <Field id="first-name" label={c.firstName}>
        <Input id="first-name" autoComplete="given-name" value={values.firstName} onChange={(event) => send({ type: 'form.change', field: 'firstName', value: event.target.value })} />
      </Field>
      <Field id="last-name" label={c.lastName}>
        <Input id="last-name" autoComplete="family-name" value={values.lastName} onChange={(event) => send({ type: 'form.change', field: 'lastName', value: event.target.value })} />
      </Field>
      {snapshot.matches({ editing: 'invalid' }) ? <div style={{ marginBottom: 12 }}><Alert tone="error">{c.namesRequired}</Alert></div> : null}
      {snapshot.matches({ editing: 'failed' }) ? <div style={{ marginBottom: 12 }}><Alert tone="error">{snapshot.context.error}</Alert></div> : null}
      {snapshot.matches({ editing: 'saved' }) ? <div style={{ marginBottom: 12 }}><Alert tone="success">{c.saved}</Alert></div> : null}
      <Button type="submit" disabled={snapshot.matches('saving')}>{snapshot.matches('saving') ? c.saving : c.save}</Button>
    </form>
  );
}

function PasswordForm() {
  const [snapshot, send] = useMachine(
    passwordChangeMachine.provide({
      actors: {
        changePassword: fromPromise(({ input, signal }) =>
          investorApi.changePassword({ current_password: input.current, new_password: input.next, confirm_password: input.confirm }, { signal })),
      },
    }),
    { inspect: inspectActors },
  );
  const c = profileCopy;
  const { values } = snapshot.context;
  const field = (key: 'current' | 'next' | 'confirm', id: string, label: string, autoComplete: string) => (
    <Field id={id} label={label}>
      <Input id={id} type="password" autoComplete={autoComplete} value={values[key]} onChange={(event) => send({ type: 'form.change', field: key, value: event.target.value })} />
    </Field>
  );
  return (
    <form noValidate onSubmit={(event) => { event.preventDefault(); send({ type: 'form.submit' }); }}>
      <h2>{c.passwordSection}</h2>
      <Muted style={{ marginBottom: 16 }}>{c.passwordHint}</Muted>
      {field('current', 'current-password', c.currentPassword, 'current-password')}
      {field('next', 'new-password', c.newPassword, 'new-password')}
      {field('confirm', 'confirm-password', c.confirmPassword, 'new-password')}
      {snapshot.matches({ editing: 'blank' }) ? <div style={{ marginBottom: 12 }}><Alert tone="error">{c.fillAll}</Alert></div> : null}
      {snapshot.matches({ editing: 'mismatch' }) ? <div style={{ marginBottom: 12 }}><Alert tone="error">{c.mismatch}</Alert></div> : null}
      {snapshot.matches({ editing: 'failed' }) ? <div style={{ marginBottom: 12 }}><Alert tone="error">{snapshot.context.error}</Alert></div> : null}
      {snapshot.matches({ editing: 'changed' }) ? <div style={{ marginBottom: 12 }}><Alert tone="success">{c.passwordChanged}</Alert></div> : null}
      <Button type="submit" $variant="secondary" disabled={snapshot.matches('submitting')}>{snapshot.matches('submitting') ? c.changing : c.changePassword}</Button>
    </form>
  );
}

export function ProfileEditPage() {
  return (
    <>
      <ScreenTitle title={profileCopy.editTitle} subtitle={profileCopy.editSubtitle}>
        <p><Link to="/dashboard/profile/me">{profileCopy.backToProfile}</Link></p>
      </ScreenTitle>
      <Grid $min="320px">
        <Card $accent><NamesForm /></Card>
        <Card><PasswordForm /></Card>
      </Grid>
    </>
  );
}
