import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { DEV_CAPTCHA_TOKEN } from '../../../contract/account';
import { authContent } from '../../content/auth';
import { HydrateOnFirstInput } from '../../loading/HydrateWhenNear';

// The real widget (and Google's script) loads only on pages that show a captcha, once the visitor
// acts on the page (a prerendered form keeps the widget's place until then): a visit that only
// looks fetches nothing from Google.
const RecaptchaWidget = lazy(() => import('./RecaptchaWidget'));
const RECAPTCHA_ID = 'recaptcha';

export interface CaptchaProps {
  /** The token the machine holds; null means "not done", and a real widget is reset to match. */
  token: string | null;
  onVerified: (token: string) => void;
  onExpired: () => void;
}

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 78px;
`;

const DevBox = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-weight: 500;
  cursor: pointer;
  input { width: 22px; height: 22px; accent-color: ${({ theme }) => theme.color.teal}; }
  input:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const siteKey = (): string | undefined => import.meta.env.VITE_RECAPTCHA_SITE_KEY || undefined;

/**
 * The captcha of the sign-up and login forms: Google's reCAPTCHA v2 checkbox when a site key is
 * configured, otherwise a development checkbox that yields the development token.
 */
export function Captcha({ token, onVerified, onExpired }: CaptchaProps) {
  const key = siteKey();
  if (key) {
    return (
      <Box id={RECAPTCHA_ID} role="group" aria-label={authContent.common.captchaLabel}>
        <Suspense fallback={<Hint>{authContent.common.captchaLoading}</Hint>}>
          <HydrateOnFirstInput id={RECAPTCHA_ID}>
            <RecaptchaWidget siteKey={key} token={token} onVerified={onVerified} onExpired={onExpired} />
          </HydrateOnFirstInput>
        </Suspense>
      </Box>
    );
  }
  return (
    <Box>
      <DevBox>
        <input
          type="checkbox"
          checked={token !== null}
          onChange={(event) => (event.target.checked ? onVerified(DEV_CAPTCHA_TOKEN) : onExpired())}
        />
        {authContent.common.devCaptcha}
      </DevBox>
      <Hint>{authContent.common.devCaptchaHint}</Hint>
    </Box>
  );
}
