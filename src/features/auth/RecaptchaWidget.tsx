import { useEffect, useRef } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';

export interface RecaptchaWidgetProps {
  siteKey: string;
  token: string | null;
  onVerified: (token: string) => void;
  onExpired: () => void;
}

/**
 * Google's v2 checkbox. The machine owns the token: when it drops the token (a failed submit) the
 * widget is reset so the user solves a fresh challenge; an expiry (tokens last 2 minutes) tells
 * the machine. Under StrictMode React mounts, unmounts and remounts this once; the library keeps
 * its widget id on the instance, so the one widget survives the remount.
 */
export default function RecaptchaWidget({ siteKey, token, onVerified, onExpired }: RecaptchaWidgetProps) {
  const widget = useRef<ReCAPTCHA>(null);
  const shownToken = useRef<string | null>(null);

  useEffect(() => {
    if (token === null && shownToken.current !== null) widget.current?.reset();
    shownToken.current = token;
  }, [token]);

  return (
    <ReCAPTCHA
      ref={widget}
      sitekey={siteKey}
      onChange={(value) => (value ? onVerified(value) : onExpired())}
      onExpired={onExpired}
      onErrored={onExpired}
    />
  );
}
