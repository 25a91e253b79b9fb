/** The one theme of the app: colours, type scale, spacing, radii and the one breakpoint. */
export const theme = {
  color: {
    ink: '#0f1b2d',
    inkMuted: '#4a5a70',
    navy: '#0b1f3a',
    navyDeep: '#071428',
    navySoft: '#16325c',
    gold: '#e8b54a',
    goldDeep: '#a8741a',
    teal: '#0f8b7a',
    surface: '#ffffff',
    surfaceAlt: '#f4f6fa',
    border: '#d7dde7',
    danger: '#b42318',
    dangerSurface: '#fdecea',
    success: '#0b6e4f',
    successSurface: '#e6f4ee',
    warningSurface: '#fff6e0',
    focus: '#2563eb',
    onDark: '#f5f7fb',
    onDarkMuted: '#b9c4d6',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "Georgia, 'Times New Roman', serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: 'clamp(2rem, 5vw, 3.25rem)',
  },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    section: 'clamp(3rem, 8vw, 5.5rem)',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(11, 31, 58, 0.06), 0 8px 24px rgba(11, 31, 58, 0.08)',
    raised: '0 12px 32px rgba(11, 31, 58, 0.18)',
  },
  layout: { maxWidth: '1180px', headerHeight: '64px', riskBarHeight: '56px' },
  /** The one breakpoint: narrow below 768 px, wide from 768 px. */
  media: { wide: '@media (min-width: 768px)', narrow: '@media (max-width: 767.98px)' },
} as const;

export type AppTheme = typeof theme;

/** Width in px from which the layout is wide. */
export const WIDE_MIN_WIDTH = 768;
