/**
 * The plans section's id: the header's and footer's Plans control scrolls there. A module of its
 * own, so the control, on every page, does not bring the plans' content (and their figures) along.
 */
export const PLANS_SECTION_ID = 'plans';
