import { useEffect } from 'react';
import { ErrorComponent, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import styled from 'styled-components';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Container } from '../../components/ui/Container';
import { pageUnavailableContent } from '../../content/pageUnavailable';
import { RouteCodeUnavailable, reloadForNewRelease } from '../../loading/routeCode';
import { focusPageHeading } from '../focusPageHeading';

const Body = styled.section`
  display: grid; gap: ${({ theme }) => theme.space.md}; justify-items: start;
  h1 { font-size: ${({ theme }) => theme.fontSize.xxl}; margin: 0; }
`;

const Band = styled.div`
  padding: ${({ theme }) => theme.space.xl} 0;
`;

/**
 * In the place of a screen whose code could not be loaded, with the header, the navigation and
 * whatever else the layout holds still there: the same words and "Try again" as a screen whose
 * data failed to load. Trying again loads the route again, its code with it. Code that a new
 * release replaced (the site answered) is fetched by loading the document again, once. Any other
 * error is the router's own to show.
 */
function Unavailable({ error, inLayout }: ErrorComponentProps & { inLayout: boolean }) {
  const router = useRouter();
  // The button goes with this message whatever the outcome: the focus goes to the heading of what
  // is shown then, the page or this message again, as on a change of page.
  const retry = () => void router.invalidate().then(focusPageHeading);
  useEffect(() => {
    if (error instanceof RouteCodeUnavailable) reloadForNewRelease(error);
  }, [error]);
  if (!(error instanceof RouteCodeUnavailable)) return <ErrorComponent error={error} />;
  const body = (
    <Body aria-labelledby="page-unavailable-title">
      <h1 id="page-unavailable-title">{pageUnavailableContent.title}</h1>
      <Alert tone="error">{pageUnavailableContent.message}</Alert>
      <Button type="button" $variant="secondary" onClick={retry}>{pageUnavailableContent.retry}</Button>
    </Body>
  );
  return inLayout ? body : <Band><Container>{body}</Container></Band>;
}

/** A whole page that could not be opened, in the site's frame (header, footer). */
export const PageUnavailable = (props: ErrorComponentProps) => <Unavailable {...props} inLayout={false} />;

/** A screen that could not be opened inside a layout of its own (the investor area's tabs), aligned with it. */
export const ScreenUnavailable = (props: ErrorComponentProps) => <Unavailable {...props} inLayout />;
