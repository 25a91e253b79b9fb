import styled from 'styled-components';
import { createLink } from '@tanstack/react-router';
import { riskWarning } from '../../content/navigation';
import { WarningGlyph } from './icons';

const Bar = styled.section`
  background: ${({ theme }) => theme.color.warningSurface};
  color: ${({ theme }) => theme.color.ink};
  border-bottom: 1px solid #f0d89a;
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 1.4;
  /* On a phone it is all that stays at the top while scrolling: the same words, set tighter. */
  ${({ theme }) => theme.media.narrow} {
    font-size: 0.75rem;
    line-height: 1.35;
  }
`;

const Inner = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  ${({ theme }) => theme.media.wide} {
    align-items: center;
    justify-content: center;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
    text-align: center;
  }
  svg { flex: none; color: ${({ theme }) => theme.color.goldDeep}; margin-top: 1px; }
`;

const LearnMoreAnchor = styled.a`
  color: ${({ theme }) => theme.color.navy};
  font-weight: 700;
  white-space: nowrap;
  text-underline-offset: 2px;
  &:hover { color: ${({ theme }) => theme.color.navySoft}; }
`;
const LearnMore = createLink(LearnMoreAnchor);

/**
 * The risk warning (DESIGN.md section 1): above the header on every page, never closable, and
 * part of the fixed top of the page so it stays readable while scrolling (on a narrow screen the
 * only part: the header scrolls away there).
 */
export function RiskWarningBar() {
  return (
    <Bar aria-label={riskWarning.regionLabel}>
      <Inner>
        <WarningGlyph />
        <span>
          {riskWarning.text} <LearnMore to={riskWarning.linkTo}>{riskWarning.linkLabel}</LearnMore>
        </span>
      </Inner>
    </Bar>
  );
}
