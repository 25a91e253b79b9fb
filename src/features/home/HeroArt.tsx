import type { ReactElement } from 'react';
import type { HeroArt as HeroArtName } from '../../content/home';

/**
 * The hero's pictures, drawn inline so the first paint needs no image download (the hero is the
 * largest contentful paint). Each scene is a few shapes over a CSS-free SVG gradient.
 */
const VIEW = '0 0 480 320';

function Markets() {
  const candles = [
    [40, 230, 250], [80, 215, 238], [120, 222, 200], [160, 190, 205], [200, 170, 188],
    [240, 182, 160], [280, 150, 168], [320, 128, 150], [360, 136, 112], [400, 100, 118], [440, 78, 96],
  ] as const;
  return (
    <>
      <defs>
        <linearGradient id="hero-markets" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b1f3a" />
          <stop offset="1" stopColor="#16325c" />
        </linearGradient>
      </defs>
      <rect width="480" height="320" fill="url(#hero-markets)" />
      <g stroke="#fff" strokeOpacity=".07">
        {[60, 120, 180, 240].map((y) => (
          <path key={y} d={`M0 ${y}H480`} />
        ))}
      </g>
      {candles.map(([x, open, close]) => {
        const up = close < open;
        return (
          <g key={x} fill={up ? '#2bb59a' : '#e0605a'} stroke={up ? '#2bb59a' : '#e0605a'}>
            <path d={`M${x} ${Math.min(open, close) - 14}V${Math.max(open, close) + 14}`} strokeWidth="2" />
            <rect x={x - 9} y={Math.min(open, close)} width="18" height={Math.abs(open - close)} rx="2" />
          </g>
        );
      })}
      <path d="M20 250C120 235 200 200 280 165S400 100 460 80" fill="none" stroke="#e8b54a" strokeWidth="4" strokeLinecap="round" />
    </>
  );
}

function Fields() {
  return (
    <>
      <defs>
        <linearGradient id="hero-fields" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe3a3" />
          <stop offset="1" stopColor="#bfe3f0" />
        </linearGradient>
      </defs>
      <rect width="480" height="320" fill="url(#hero-fields)" />
      <circle cx="370" cy="90" r="42" fill="#fff2c4" />
      <path d="M0 170C120 130 260 200 480 150V320H0Z" fill="#7fb069" />
      <path d="M0 210C160 180 300 240 480 200V320H0Z" fill="#4f8a4b" />
      <path d="M0 255C140 235 320 275 480 245V320H0Z" fill="#2f6b3f" />
      <g stroke="#1f4f2e" strokeOpacity=".5" strokeWidth="3" fill="none">
        {[-120, -40, 40, 120, 200, 280, 360, 440, 520, 600].map((x) => (
          <path key={x} d={`M${x} 320Q${240 + (x - 240) * 0.4} 250 ${240 + (x - 240) * 0.15} 215`} />
        ))}
      </g>
    </>
  );
}

function Energy() {
  return (
    <>
      <defs>
        <linearGradient id="hero-energy" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff9a62" />
          <stop offset="1" stopColor="#3b2a6b" />
        </linearGradient>
      </defs>
      <rect width="480" height="320" fill="url(#hero-energy)" />
      <circle cx="340" cy="215" r="60" fill="#ffd27a" />
      <rect y="245" width="480" height="75" fill="#1d1533" />
      <g fill="#1d1533">
        <path d="M150 245 180 130 210 245Z" fill="none" stroke="#1d1533" strokeWidth="10" />
        <rect x="80" y="112" width="200" height="15" rx="5" transform="rotate(-12 180 125)" />
        <circle cx="180" cy="128" r="11" />
        <rect x="255" y="150" width="20" height="95" />
        <circle cx="265" cy="168" r="20" />
      </g>
      <path d="M72 130V245" stroke="#1d1533" strokeWidth="4" />
    </>
  );
}

function Skyline() {
  const towers = [
    [20, 120, 150], [80, 70, 210], [160, 90, 170], [262, 60, 240], [332, 80, 190], [420, 50, 140],
  ] as const;
  return (
    <>
      <defs>
        <linearGradient id="hero-skyline" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b1f3a" />
          <stop offset="1" stopColor="#2d5a94" />
        </linearGradient>
      </defs>
      <rect width="480" height="320" fill="url(#hero-skyline)" />
      <circle cx="400" cy="62" r="22" fill="#f5f7fb" fillOpacity=".85" />
      {towers.map(([x, width, height]) => (
        <g key={x}>
          <rect x={x} y={290 - height} width={width} height={height} fill="#16325c" />
          <path
            d={`M${x + 12} ${300 - height}V282M${x + width / 2} ${300 - height}V282M${x + width - 12} ${300 - height}V282`}
            stroke="#e8b54a"
            strokeOpacity=".6"
            strokeWidth="6"
            strokeDasharray="8 14"
          />
        </g>
      ))}
      <rect y="290" width="480" height="30" fill="#071428" />
    </>
  );
}

const SCENES: Record<HeroArtName, () => ReactElement> = { markets: Markets, fields: Fields, energy: Energy, skyline: Skyline };

/** One hero picture; the caption beside it carries the meaning, so the drawing is decorative. */
export function HeroArt({ art }: { art: HeroArtName }) {
  const Scene = SCENES[art];
  return (
    <svg viewBox={VIEW} width="480" height="320" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      <Scene />
    </svg>
  );
}
