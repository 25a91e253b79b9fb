import { useId, type FormEvent } from 'react';
import { ScriptReadyFields } from '../../components/ui/ScriptReadyFields';
import styled from 'styled-components';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { newsletterContent } from '../../content/newsletter';
import { useSubscribe } from './subscribe.flow';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 26rem;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: inherit;
  margin: 0;
`;

const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  opacity: 0.85;
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

const EmailInput = styled.input`
  flex: 1 1 12rem;
  min-width: 0;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
`;

/** The footer's newsletter sign-up: a required e-mail, POST {email}, a 5-second success note. */
export function NewsletterForm() {
  const { view, changeEmail, submit } = useSubscribe();
  const titleId = useId();
  const inputId = useId();
  const descriptionId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  return (
    <Form method="post" onSubmit={onSubmit} aria-labelledby={titleId}>
      <ScriptReadyFields>
        <Title id={titleId}>{newsletterContent.title}</Title>
        <Description id={descriptionId}>{newsletterContent.description}</Description>
        <label className="visually-hidden" htmlFor={inputId}>
          {newsletterContent.emailLabel}
        </label>
        <Row>
          <EmailInput
            id={inputId}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder={newsletterContent.emailPlaceholder}
            aria-describedby={descriptionId}
            value={view.email}
            onChange={(event) => changeEmail(event.target.value)}
          />
          <Button type="submit" disabled={view.pending}>
            {view.pending ? newsletterContent.submitting : newsletterContent.submit}
          </Button>
        </Row>
        {/* Always present, so screen readers announce the success note when it appears. */}
        <div aria-live="polite">{view.success ? <Alert tone="success">{view.success}</Alert> : null}</div>
        {view.error ? <Alert tone="error">{view.error}</Alert> : null}
      </ScriptReadyFields>
    </Form>
  );
}
