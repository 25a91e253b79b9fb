// Fills the sign-up form the way a new investor does, for the browser tests and the benchmark that
// go through a real sign-up (tests/e2e/auth*.spec.ts, scripts/bench/inp.mjs).

/** The development captcha's checkbox (the server's development mode accepts its token). */
export const DEV_CAPTCHA_LABEL = "I'm not a robot (development captcha)";

/**
 * Types the investor's name, e-mail and password (twice) into `form`, the page's main region.
 * @param {import('@playwright/test').Locator} form
 * @param {{ email: string, password: string }} investor
 */
export async function fillSignupFields(form, { email, password }) {
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password', { exact: true }).fill(password);
}

/**
 * The fields as above, and the development captcha ticked: the form is ready to submit.
 * @param {import('@playwright/test').Locator} form
 * @param {{ email: string, password: string }} investor
 */
export async function fillSignupForm(form, investor) {
  await fillSignupFields(form, investor);
  await form.getByRole('checkbox', { name: DEV_CAPTCHA_LABEL }).check();
}
