/** Small decorative icons of the shell. All hidden from assistive technology: the controls carry the names. */

export function Chevron() {
  return (
    <svg aria-hidden="true" focusable="false" width="12" height="12" viewBox="0 0 12 12">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Three bars that become a cross while the menu is open. */
export function MenuGlyph({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 22 22">
      {open ? (
        <path d="M5 5l12 12M17 5 5 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M3 6h16M3 11h16M3 16h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

export function WarningGlyph() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 20 20">
      <path d="M10 2.5 18.5 17h-17L10 2.5Z" fill="currentColor" />
      <path d="M10 8v4.2" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="10" cy="14.6" r="1.05" fill="#fff" />
    </svg>
  );
}
