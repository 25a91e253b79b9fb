import type { ReactNode } from 'react';
import styled from 'styled-components';
import { authContent } from '../../content/auth';
import { useStepFocus, type Arrival } from '../../components/useStepFocus';

const Backdrop = styled.div`
  position: relative;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.xxl}`};
  background:
    linear-gradient(180deg, ${({ theme }) => theme.color.navyDeep} 0, ${({ theme }) => theme.color.navySoft} 240px, ${({ theme }) => theme.color.surfaceAlt} 240px);
  ${({ theme }) => theme.media.wide} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl} 4.5rem`};
    background:
      radial-gradient(circle at 85% 0, rgba(232, 181, 74, 0.18), transparent 320px),
      linear-gradient(180deg, ${({ theme }) => theme.color.navyDeep} 0, ${({ theme }) => theme.color.navySoft} 300px, ${({ theme }) => theme.color.surfaceAlt} 300px);
  }
`;

const Card = styled.div<{ $wide: boolean }>`
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '560px' : '460px')};
  margin: 0 auto;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  ${({ theme }) => theme.media.wide} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xxl}`};
  }
`;

const Mark = styled.div`
  width: 48px;
  height: 48px;
  border-radius: 14px;
  display: grid;
  place-items: center;
  margin-bottom: ${({ theme }) => theme.space.md};
  background: linear-gradient(135deg, ${({ theme }) => theme.color.gold}, ${({ theme }) => theme.color.goldDeep});
  color: ${({ theme }) => theme.color.navyDeep};
  svg { width: 24px; height: 24px; }
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.xxl};
  line-height: 1.2;
  color: ${({ theme }) => theme.color.ink};
  /* Focused by a step change so that reading starts here; it is not a control to point at. */
  &:focus { outline: none; }
`;

const Subtitle = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.lg}`};
  color: ${({ theme }) => theme.color.inkMuted};
  line-height: 1.55;
`;

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;
  a { color: ${({ theme }) => theme.color.navySoft}; font-weight: 600; }
`;

const Trust = styled.p`
  max-width: 460px;
  margin: ${({ theme }) => `${theme.space.lg} auto 0`};
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  justify-content: center;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  text-align: left;
  svg { flex: none; width: 16px; height: 16px; margin-top: 1px; color: ${({ theme }) => theme.color.teal}; }
`;

function ShieldIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6l7-3z" />
      <path d="M9 12l2 2 4-4" />
    </svg>
  );
}

/**
 * The frame of every account page: a centred card over the brand band, with a trust note. A flow
 * names its current `step`: each new one is brought into view with the focus in its first field
 * (see useStepFocus; `arrival` says where the focus goes when the page is reached from another).
 */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
  wide = false,
  step,
  arrival,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  step?: string;
  arrival?: Arrival;
}) {
  const card = useStepFocus<HTMLDivElement>(step, arrival);
  return (
    <Backdrop>
      <Card $wide={wide} ref={card}>
        <Mark aria-hidden="true">
          <ShieldIcon />
        </Mark>
        <Title tabIndex={-1}>{title}</Title>
        {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
        {children}
        {footer ? <Footer>{footer}</Footer> : null}
      </Card>
      <Trust>
        <ShieldIcon />
        <span>{authContent.common.trust}</span>
      </Trust>
    </Backdrop>
  );
}
