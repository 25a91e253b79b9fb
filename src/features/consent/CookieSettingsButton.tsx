import styled from 'styled-components';
import { consentContent } from '../../content/consent';
import { useConsent } from '../../consent/consentStore';

/** The id the banner returns focus to when it closes after a review. */
export const COOKIE_SETTINGS_BUTTON_ID = 'cookie-settings';

const LinkLikeButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  &:hover { text-decoration-thickness: 2px; }
`;

/** "Cookie settings" for the footer: reopens the cookie banner so the choice can be changed. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { review } = useConsent();
  return (
    <LinkLikeButton
      type="button"
      id={COOKIE_SETTINGS_BUTTON_ID}
      className={className}
      onClick={review}
    >
      {consentContent.settingsButton}
    </LinkLikeButton>
  );
}
