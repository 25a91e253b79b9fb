import type { Locator } from '@playwright/test';

/** The development captcha's checkbox (scripts/signup-form.mjs). */
export declare const DEV_CAPTCHA_LABEL: string;
/** Types the investor's name, e-mail and password (twice) into `form` (the page's main region). */
export declare function fillSignupFields(form: Locator, investor: { email: string; password: string }): Promise<void>;
/** Fills the sign-up form in `form` (the page's main region) and ticks the development captcha; does not submit. */
export declare function fillSignupForm(form: Locator, investor: { email: string; password: string }): Promise<void>;
