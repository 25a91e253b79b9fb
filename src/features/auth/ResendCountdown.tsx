import styled from 'styled-components';
import { useChildView } from '../../flow/useFlow';
import type { CountdownRef } from './resendStatus';

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;

/**
 * The seconds left before a resend, read from the countdown child actor. Announced politely only
 * when it starts (aria-live off for the ticking number, so screen readers are not flooded).
 */
export function ResendCountdown({ countdown, format }: { countdown: CountdownRef; format: (seconds: number) => string }) {
  const seconds = useChildView(countdown, (snapshot) => snapshot.context.secondsLeft);
  return <Text aria-live="off">{format(seconds)}</Text>;
}
