/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API (default /api). */
  readonly VITE_API_BASE_URL?: string;
  /** Google reCAPTCHA v2 site key; without it the development captcha renders. */
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
