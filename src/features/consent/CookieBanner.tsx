import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Link } from '@tanstack/react-router';
import { Button } from '../../components/ui/Button';
import { consentContent } from '../../content/consent';
import { useConsent } from '../../consent/consentStore';
import { COOKIE_SETTINGS_BUTTON_ID } from './CookieSettingsButton';
import { CONSENT_DECIDED_ATTRIBUTE } from '../../../contract/consentPeek';
import { CONSENT_CHOICE_ATTRIBUTE } from '../../../contract/earlyPress';

// In the flow under the header (see SiteLayout), never over the page: nothing it could cover is
// left half-pressable, and the risk warning above it stays in view.
const Banner = styled.section`
  background: ${({ theme }) => theme.color.navyDeep};
  color: ${({ theme }) => theme.color.onDark};
  border-bottom: 3px solid ${({ theme }) => theme.color.gold};
  &:focus { outline: none; }
  /* A prerendered page, for a visitor who already chose, until the app has read the choice. */
  html[${CONSENT_DECIDED_ATTRIBUTE}] & { display: none; }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md}`};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.wide} {
    grid-template-columns: 1fr auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.xl};
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  }
`;

const Title = styled.h2`
  color: ${({ theme }) => theme.color.onDark};
  font-size: ${({ theme }) => theme.fontSize.lg};
  margin: 0 0 ${({ theme }) => theme.space.xs};
`;

const Text = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.onDarkMuted};
  line-height: 1.5;
  a { color: ${({ theme }) => theme.color.gold}; font-weight: 600; }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.wide} {
    grid-template-columns: repeat(2, minmax(9.5rem, 1fr));
  }
`;

// Accept all and Reject all share one look and size (ICO: rejecting is as easy as accepting).
const ChoiceButton = styled(Button).attrs({ type: 'button', $variant: 'primary' as const })``;

const KeepButton = styled.button`
  grid-column: 1 / -1;
  justify-self: center;
  padding: ${({ theme }) => theme.space.xs};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.onDark};
  text-decoration: underline;
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/**
 * The first-layer cookie banner (UK PECR / ICO guidance): a short explanation, a link to the
 * privacy policy's cookies section, and Accept all / Reject all as equal choices. Shown until the
 * visitor chooses, and again when they open Cookie settings from the footer.
 */
export function CookieBanner({ id }: { id?: string }) {
  const {
    view: { bannerOpen, reviewing, marketsAllowed, analyticsAllowed },
    acceptAll,
    rejectAll,
    keep,
  } = useConsent();
  const titleId = useId();
  const bannerRef = useRef<HTMLElement>(null);
  const wasReviewing = useRef(false);
  // Whether the visitor's last choice was made in the banner (where the keyboard then was).
  const choseInBanner = useRef(false);

  // From here the app shows the banner itself (also when reopened from Cookie settings).
  useEffect(() => document.documentElement.removeAttribute(CONSENT_DECIDED_ATTRIBUTE), []);

  // Reopened from the footer: take the keyboard there; closed again from inside: give focus back.
  // Closed by a chart's "Load market charts" or from another tab, it leaves the focus where it is
  // (moving it would scroll the page to the footer).
  useEffect(() => {
    if (reviewing) {
      bannerRef.current?.focus();
    } else if (wasReviewing.current && choseInBanner.current) {
      document.getElementById(COOKIE_SETTINGS_BUTTON_ID)?.focus();
    }
    wasReviewing.current = reviewing;
    choseInBanner.current = false;
  }, [reviewing]);

  if (!bannerOpen) return null;
  const copy = consentContent.banner;
  // The actor is the browser's; a prerender only renders the banner.
  const chooseInBanner = (choose: () => void) => () => {
    choseInBanner.current = true;
    choose();
  };

  return (
    <Banner id={id} ref={bannerRef} aria-labelledby={titleId} tabIndex={-1}>
      <Inner>
        <div>
          <Title id={titleId}>{copy.title}</Title>
          <Text>
            {copy.text} <Link to="/privacy" hash="cookies">{copy.policyLinkLabel}</Link>
            {reviewing ? <> {copy.currentChoice(marketsAllowed, analyticsAllowed)}</> : null}
          </Text>
        </div>
        <Actions>
          {/* Pressed before the app starts, the page's early-press script makes the choice. */}
          <ChoiceButton {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'accept' }} onClick={chooseInBanner(acceptAll)}>
            {copy.acceptAll}
          </ChoiceButton>
          <ChoiceButton {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'reject' }} onClick={chooseInBanner(rejectAll)}>
            {copy.rejectAll}
          </ChoiceButton>
          {reviewing ? (
            <KeepButton type="button" onClick={chooseInBanner(keep)}>
              {copy.keepChoice}
            </KeepButton>
          ) : null}
        </Actions>
      </Inner>
    </Banner>
  );
}
