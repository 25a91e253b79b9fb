/**
 * Marks the stand-in of a part of the page that loads after the first render (a lazily loaded
 * chunk: the footer, the header's menus, the home page below the hero). The page is complete
 * when none is left; the screen tests wait for that.
 */
export const PLACEHOLDER_ATTRIBUTE = 'data-placeholder';

/** Spread on a stand-in's root element. */
export const placeholderProps = { [PLACEHOLDER_ATTRIBUTE]: '' } as const;
