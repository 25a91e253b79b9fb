import { useEffect, useRef } from 'react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Button } from '../../components/ui/Button';
import { Alert } from '../../components/ui/Alert';
import { authContent } from '../../content/auth';
import { AuthLayout } from '../../features/auth/AuthLayout';
import { FormAlert, useSubmitCount } from '../../features/auth/FormAlert';
import { useUndoChange } from '../../features/auth/undoChange.flow';
import { Lead, LinkRow, Stack } from '../../features/auth/ui';

const text = authContent.undo;
const route = getRouteApi('/auth/undo');

/** Where to go once the link has done its work (or cannot): log in again, or reset the password. */
function NextSteps() {
  return (
    <LinkRow>
      <Link to="/auth/login">{text.login}</Link>
      <Link to="/auth/reset-password">{text.resetPassword}</Link>
    </LinkRow>
  );
}

/**
 * The page an alert e-mail's undo link opens. Opening it spends nothing (mail scanners open
 * links); the one button does.
 */
export function UndoChangePage() {
  const { token } = route.useSearch();
  const { view, undo } = useUndoChange({ token });
  const [attempt, countSubmit] = useSubmitCount();
  const outcome = useRef<HTMLDivElement>(null);
  // The button is gone once it worked: the focus moves to what happened instead of the page's top
  // (the outcome's alert is there only then).
  useEffect(() => {
    outcome.current?.focus();
  }, [view.phase]);

  const undoing = view.phase === 'undoing';
  let body;
  if (view.phase === 'done') {
    body = (
      <Stack>
        <Alert ref={outcome} tone="success">{view.message}</Alert>
        <Lead>{text.doneNext}</Lead>
      </Stack>
    );
  } else if (view.phase === 'linkInvalid') {
    body = (
      <Stack>
        <FormAlert message={view.message} />
        <Lead>{text.linkInvalidNext}</Lead>
      </Stack>
    );
  } else {
    body = (
      <Stack>
        <Lead>{text.explain}</Lead>
        <FormAlert message={view.message} focusKey={attempt} />
        <Button
          type="button"
          $variant="danger"
          $block
          disabled={undoing}
          onClick={() => {
            countSubmit();
            undo();
          }}
        >
          {undoing ? text.submitting : text.submit}
        </Button>
      </Stack>
    );
  }
  return (
    <AuthLayout title={text.title} subtitle={text.subtitle} footer={<NextSteps />}>
      {body}
    </AuthLayout>
  );
}
