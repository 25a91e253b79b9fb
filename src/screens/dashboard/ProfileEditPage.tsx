import { Link } from '@tanstack/react-router';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { profileCopy } from '../../content/dashboard';
import { usePasswordChange } from '../../features/dashboard/passwordChange.flow';
import { useProfileEdit } from '../../features/dashboard/profileEdit.flow';
import { LoadState } from '../../components/cards/LoadState';
import { Field, Input, describedBy } from '../../components/cards/fields';
import { LIMITS } from '../../../contract/limits';
import { Card, Grid, Muted, ScreenTitle } from '../../components/cards/layout';

function NamesForm() {
  const { view, change, submit, retry } = useProfileEdit();
  const c = profileCopy;
  if (view.loading || view.loadError !== null) {
    return <LoadState error={view.loadError} onRetry={retry} />;
  }
  const { values } = view;
  // A name is held to what the account keeps as it is typed, and the limit is said beside it.
  const hint = c.nameLimit(LIMITS.name);
  return (
    <form noValidate onSubmit={(event) => { event.preventDefault(); submit(); }}>
      <h2>{c.namesSection}</h2>
      <Field id="first-name" label={c.firstName} hint={hint}>
        <Input id="first-name" autoComplete="given-name" maxLength={LIMITS.name} {...describedBy('first-name', { hint })} value={values.firstName} onChange={(event) => change('firstName', event.target.value)} />
      </Field>
      <Field id="last-name" label={c.lastName} hint={hint}>
        <Input id="last-name" autoComplete="family-name" maxLength={LIMITS.name} {...describedBy('last-name', { hint })} value={values.lastName} onChange={(event) => change('lastName', event.target.value)} />
      </Field>
      {view.error !== null ? <div style={{ marginBottom: 12 }}><Alert tone="error">{view.error}</Alert></div> : null}
      {view.saved ? <div style={{ marginBottom: 12 }}><Alert tone="success">{c.saved}</Alert></div> : null}
      <Button type="submit" disabled={view.saving}>{view.saving ? c.saving : c.save}</Button>
    </form>
  );
}

function PasswordForm() {
  const { view, change, submit } = usePasswordChange();
  const c = profileCopy;
  const { values } = view;
  const field = (key: 'current' | 'next' | 'confirm', id: string, label: string, autoComplete: string) => (
    <Field id={id} label={label}>
      <Input id={id} type="password" autoComplete={autoComplete} value={values[key]} onChange={(event) => change(key, event.target.value)} />
    </Field>
  );
  return (
    <form noValidate onSubmit={(event) => { event.preventDefault(); submit(); }}>
      <h2>{c.passwordSection}</h2>
      <Muted style={{ marginBottom: 16 }}>{c.passwordHint}</Muted>
      {field('current', 'current-password', c.currentPassword, 'current-password')}
      {field('next', 'new-password', c.newPassword, 'new-password')}
      {field('confirm', 'confirm-password', c.confirmPassword, 'new-password')}
      {view.error !== null ? <div style={{ marginBottom: 12 }}><Alert tone="error">{view.error}</Alert></div> : null}
      {view.changed ? <div style={{ marginBottom: 12 }}><Alert tone="success">{c.passwordChanged}</Alert></div> : null}
      <Button type="submit" $variant="secondary" disabled={view.submitting}>{view.submitting ? c.changing : c.changePassword}</Button>
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
