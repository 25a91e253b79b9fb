import { useId } from 'react';
import { company } from '../../content/company';
import { theme } from '../../styles/theme';

/**
 * The brand wordmark: a gold emblem of three rising bars and the product name. `tone` picks the
 * name's colour for dark (header, footer) or light backgrounds. Sized by its height.
 */
export function Logo({ tone = 'onDark', height = 36 }: { tone?: 'onDark' | 'onLight'; height?: number }) {
  const gradientId = useId();
  const nameColour = tone === 'onDark' ? theme.color.onDark : theme.color.navy;
  const [first = company.productName, ...rest] = company.productName.split(' ');
  return (
    <svg role="img" aria-label={company.productName} viewBox="0 0 196 40" height={height} width={(height * 196) / 40}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor={theme.color.goldDeep} />
          <stop offset="1" stopColor={theme.color.gold} />
        </linearGradient>
      </defs>
      <rect x="1" y="1" width="38" height="38" rx="10" fill={`url(#${gradientId})`} />
      <rect x="9" y="22" width="5" height="9" rx="1.5" fill={theme.color.navyDeep} />
      <rect x="17.5" y="16" width="5" height="15" rx="1.5" fill={theme.color.navyDeep} />
      <rect x="26" y="9" width="5" height="22" rx="1.5" fill={theme.color.navyDeep} />
      <text
        x="50"
        y="28"
        fontFamily={theme.font.heading}
        fontSize="23"
        fontWeight="700"
        textLength="140"
        lengthAdjust="spacingAndGlyphs"
        fill={nameColour}
      >
        {first}
        {rest.length ? <tspan fill={theme.color.gold}> {rest.join(' ')}</tspan> : null}
      </text>
    </svg>
  );
}
