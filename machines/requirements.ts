/**
 * The requirements the statecharts implement, one list for QA: the specification's
 * (../shared/spec/investment-platform.md, quoted or paraphrased with its section) and, under
 * `design.`, the design decisions (../shared/DESIGN.md, or the machine that records one) that
 * machines implement. Each transition of every registered machine names the ones it implements
 * in its `meta` (`meta: requirements('otp.resend.after-wait')`), so `npm run paths -- --requirements`
 * can say which walks cover each requirement and which none does; tests/machines/requirements.test.ts
 * keeps the list and the machines in step. Ids are lowercase, dot-namespaced by area.
 */
export const REQUIREMENTS = {
  'about.story.read-more': '§2 /about: story with expandable read-more',

  'certificates.reveal-once': '§2 /certificates: the certificate section animates in once, when half of it is in view',

  'checkout.networks': '§2 Authenticated routes / §9: a deposit checkout for each currency and network of §9\'s list (CHECKOUTS, its copy in tests/oracle/checkout.ts)',

  'contact.error': "§7/§8 Contact: the server's error, else the fallback 'Failed to submit your message. Please try again.'",
  'contact.fields': '§3 Contact message: name, email, message',
  'contact.post': '§7 POST /management/contact/ {name, email, message}',
  'contact.success-message': "§8 success 'Message submitted successfully!'",
  'contact.validation.non-blank': "§5 Contact: name, email and message must each be non-blank after trimming, otherwise 'Please fill in all fields correctly.'",

  'deposit.form.rules': "§5 Policy rules: the minimum investment is $500 and users must be 18 or older (§9 plan deposit ranges); the deposit form checks sector, plan, amount in the plan's range, currency/network, and the first deposit's 18+ and terms acknowledgement",

  'faq.accordion.one-open': '§2 /faq: ten items in an accordion; only one is open at a time',
  'faq.accordion.open-closes': '§2 /faq: clicking the open one closes it',

  'header.menu.toggle': '§4 Messages: the Sectors dropdown and the mobile menu are each open or closed, toggled by click',
  'header.plans.closes-menu': '§2 Header: Plans scrolls to the plans section; on narrow screens it also closes the menu (a chosen link closes the menu)',
  'header.route-change': '§2 Header and footer: every route change scrolls to the top (and a route change closes an open menu)',

  'home.carousel.rotates': "§2 /: hero image rotates every 3 s, testimonials every 4 s, partner logos every 3 s, the quote every 5 s (and the about page's sector slideshows)",
  'home.partners.page-size': '§2 /: partner logos show 3 per page on narrow screens, 5 on wide',
  'home.stats.count-up': '§2 /: animated stats count up over the count-up duration (§9 Timers; the named delay statsCountUpDuration)',

  'investment.after-third-upgrade-or-end': '§4 Investment lifecycle: after the third cycle, the investor upgrades to a higher tier or ends the contract',
  'investment.baselayer.max-3-reinvestments': '§4/§9: on the BaseLayer plan, at most three reinvestment cycles are allowed',
  'investment.early-withdrawal': '§4 Investment lifecycle: early withdrawal is allowed but may reduce returns, forfeit accrued profit, or incur an early termination fee',
  'investment.lifecycle.matures-credited': '§4 Investment lifecycle: an investment matures, then earnings are processed and credited (§1 earnings are credited when the investment matures)',

  'login.error': "§7/§8 Login: error read from message, detail or recaptcha, else 'Login failed. Please check your credentials.'",
  'login.post': '§7 POST /account/login/ {email, password, recaptcha_token}',
  'login.success-redirect': "§4 Login: on success the screen shows 'Login successful! Redirecting to dashboard...' and goes to /dashboard after the post-login delay (§9 Timers; the named delay loginRedirectDelay; DESIGN §1 Return after login: to the redirect when present)",
  'login.tokens.stored': '§3 Login response fields read: access, refresh, user_id; all three are stored in browser storage',
  'login.validation.captcha': "§5 Login: the captcha is required, with the same alert ('Please complete the CAPTCHA.')",
  'login.validation.required': '§5 Login: email and password are required',

  'logout.cancel-to-dashboard': '§4 Logout: No returns to /dashboard',
  'logout.confirm': '§4 Logout: a confirm screen; on Yes, the call is made (§7 POST /account/logout/, no body)',
  'logout.failures-ignored': '§7 POST /account/logout/: failures are ignored (the tokens are removed and the success message shows all the same)',
  'logout.success-redirect': "§4 Logout: a success message shows ('You have been successfully logged out.', §8) and login follows after the post-logout delay (§9 Timers; the named delay logoutRedirectDelay)",
  'logout.tokens.removed': '§4 Logout: on Yes, the call is made, the stored tokens are removed',

  'markets.charts.2-narrow-4-wide': '§2 /sectors/crypto-forex: 2 charts show on small screens, 4 on wide screens',
  'markets.charts.all-12-after-show-more': '§2 /sectors/crypto-forex: all 12 after Show More',
  'markets.charts.widgets-load': '§2 /sectors/crypto-forex: a live ticker tape and charts for 12 crypto and forex symbols from a third-party chart service',

  'messages.hide-after-display': '§4 Messages / §9: the subscribe success and the contact message each hide after the message display time (§9 Timers; the named delay messageDisplay)',

  'new-password.error': "§7/§8 New password: the server's error, else 'Password reset failed. Please try again.'",
  'new-password.post': '§7 POST /account/api/password_reset/confirm/ {password, token} (§2 the token from the query parameter)',
  'new-password.success-redirect': "§4 New password: on success the screen shows 'Password reset successful! Redirecting to login...' and goes to login after the post-reset delay (§9 Timers; the named delay resetRedirectDelay)",
  'new-password.validation.both-required': "§5 New password: both fields are required ('Please fill in both fields.')",
  'new-password.validation.match': "§5 New password: both fields must match ('Passwords do not match.')",

  'otp.resend.after-wait': '§4 Signup: the code step counts down the one-time-code resend wait (§9 Timers; the named delay otpResendWait), after which a Resend OTP button appears',
  'otp.resend.error': "§7/§8 Resend code: the server's error, else 'Failed to resend OTP.'",
  'otp.resend.post': '§7 POST /account/resend_otp/ {email}',
  'otp.resend.success': "§8 success 'OTP has been resent.'",

  'reset.check-inbox': "§4 Reset request: form, then a confirmation ('Check Your Inbox'); §8 'Reset link has been sent to your email.'",
  'reset.edit-email': '§4 Reset request: Edit Email returns to the form',
  'reset.error': "§7/§8 Reset request: the server's error, else 'Failed to send reset link. Please try again.'",
  'reset.post': '§7 POST /account/password_reset/ {email}',
  'reset.resend.after-wait': '§4 Reset request: a countdown of the reset-link resend wait (§9 Timers; the named delay resetLinkResendWait), after which Resend Reset Link appears',
  'reset.validation.email-required': "§5 Reset request: an empty email gives 'Please enter your email.'",

  'session.401.refresh-once': '§4 Session: on any 401 response the client tries once to refresh the token (§7 POST /account/token/refresh/ {refresh})',
  'session.access-entry-decides': '§4 Session: logged-in state is decided only by whether the access entry exists (§2 guard: an entry named access in local storage)',
  'session.refresh.failure-clears-and-logs-in': '§4 Session: if the refresh fails, it clears the stored tokens and sends the user to /auth/login',
  'session.refresh.success-retries': '§4 Session: if the refresh succeeds it retries the original request (§7 the response gives access)',

  'signup.code.cancel': '§4 Signup: Cancel clears the form and the captcha',
  'signup.code.edit-email': '§4 Signup: Edit Email Address returns to the form with the code cleared',
  'signup.created-message': "§8 success 'Account created! OTP sent to email.'",
  'signup.error': "§7/§8 Signup: error read from message or detail, else 'Registration failed. Please try again.'",
  'signup.form-then-code': '§4 Signup: form, then (registration accepted) the one-time-code step',
  'signup.post': '§7 POST /account/registration/ {first_name, last_name, email, password, password2, ref, recaptcha_token}',
  'signup.validation.captcha': "§5 Signup: the captcha must be completed, otherwise the alert is 'Please complete the CAPTCHA.'",
  'signup.validation.code-required': "§5 Signup: an empty one-time code gives the alert 'Please enter the OTP sent to your email.'",
  'signup.validation.passwords-match': "§5 Signup: password and confirmation must match, otherwise the alert is 'Passwords do not match!'",
  'signup.validation.required': '§5 Signup: first name, last name, email, password and confirm are required (the referral code is optional)',
  'signup.verified-to-login': "§4 Signup: a verified code leads to /auth/login (§8 'OTP Verified Successfully!')",
  'signup.verify.error': "§7/§8 Verify code: error read from message or detail, else 'Invalid or expired OTP.'",
  'signup.verify.post': '§7 POST /account/verify_code/ {email, code}',

  'subscribe.error': "§7/§8 Subscribe: error read from detail or error, else 'Subscription failed.'",
  'subscribe.fields': '§3 Subscriber: email',
  'subscribe.post': '§7 POST /management/subscribe/ {email}',
  'subscribe.success-message': "§8 success 'Successfully subscribed!'",
  'subscribe.validation.email': '§5 Subscribe: the email field is required and must be of email type',

  'withdraw.accurate-details': '§5 Policy rules: withdrawal requires accurate bank or crypto wallet details (amount up to the available balance)',

  // Design decisions the specification leaves open (DESIGN.md), and the dashboard it does not show.
  'design.captcha.reset': 'DESIGN §2 Captcha: reset the widget after every failed submit and on expiry (tokens last 2 minutes)',

  'design.busy.shows-wait': "Design decision: a server too busy to hash a password answers 503 server_busy with Retry-After; the form says 'Busy right now, trying again in N s' and keeps what was typed",
  'design.busy.retries-once': 'Design decision: after the Retry-After the same submission is sent again, once, by itself',
  'design.busy.second-busy-gives-up': 'Design decision: a retry refused as busy again goes back to the form with a clear message; the user submits again by hand',

  'design.carousel.controls': 'Design decision (accessibility, WCAG 2.2.2): a rotating element has previous/next/go-to controls and a pause/play button; a manual move restarts the wait',
  'design.carousel.hold-on-hover-focus': 'Design decision (accessibility, WCAG 2.2.2): rotation holds while the pointer is over the carousel or focus is inside it',

  'design.checkout.expiry-requote': 'DESIGN §1 Dashboard and checkouts: when the payment window ends the quote expires; a new quote opens a new window',
  'design.checkout.locked-quote': "DESIGN §1 Dashboard and checkouts: a checkout opens the investor's deposit with its rate locked and counts down the payment window",
  'design.checkout.report-payment': 'DESIGN §1 Dashboard and checkouts: the investor reports the payment (with an optional transaction hash); the deposit is then pending',

  'design.clipboard.copy': "DESIGN §1 Dashboard and checkouts (payment address): a copy button says 'Copied' or that copying failed, for a moment",

  'design.consent.choose': 'Design decision (cookie consent, UK PECR): until the visitor chooses, the banner is open and nothing optional loads; Accept all and Reject all are equal choices, stored',
  'design.consent.grant-markets': "Design decision (cookie consent): 'Load market charts' on a chart placeholder agrees to the market widgets only",
  'design.consent.review': "Design decision (cookie consent): the choice can be changed later from the footer's Cookie settings; closing keeps the earlier choice",
  'design.consent.sync': 'Design decision (cookie consent): a choice stored in another tab applies here too',

  'design.countdown.visible-seconds': "DESIGN §2 Machines: countdowns (the two resend waits) show their visible seconds from a named 1-second tick; the change to 'can resend' comes from the named delay itself",

  'design.dashboard.load-retry': "DESIGN §1 Dashboard and checkouts (designed as a real investor expects): a screen's data shows loading, then the data, or a failure with a way to retry",

  'design.deposit.lifecycle': 'DESIGN §1 Dashboard and checkouts (deposits with their lifecycle): awaiting payment (rate locked) → pending (payment reported) → confirmed or rejected; an expired quote can be requoted',
  'design.deposit.to-checkout': 'DESIGN §1 Dashboard and checkouts: a created deposit goes to its per-network checkout',

  'design.devices.end-sessions': 'DESIGN §4 Tokens and Step-up: the profile lists the live sessions (signed-in devices); ending one other device, or every other one, revokes those sessions',

  'design.forms.error-until-change': "Design decision (DESIGN §2 Machines: an error exists only while its state is active): a failed request's message stays until the next change or try",
  'design.forms.single-submit': "Design decision (DESIGN §2 Machines: pending is a state): while a request or the browser's dialog is under way, another submit or cancel is ignored: one call at a time",

  'design.investment.action-preview': "DESIGN §1 Dashboard and checkouts (investments with their lifecycle) and §9 'fees are disclosed before an investment is finalised': a decision (end early, reinvest, upgrade, end) shows its exact outcome first, then is confirmed or cancelled",

  'design.login.passkey': 'DESIGN §4 Step-up: a passkey is a way in; it signs in instead of the password and the code (it counts as both factors)',
  'design.login.second-factor': "DESIGN §4 Step-up and per-account counting: with two-factor sign-in on, the login is finished with the authenticator app's code or a recovery code; an expired challenge goes back to the password",
  'design.login.unverified-send-code': 'Design decision (login machine; DESIGN §4 One-time code): an account that never entered its code is offered a new one, then the sign-up code step opens; refused inside the resend wait (otp.resend.after-wait), the code step opens with the wait left',

  'design.markets.consent-before-widgets': 'Design decision (DESIGN §2 Third-party charts, with the cookie consent): TradingView sets cookies, so no widget loads before consent; withdrawing it puts the placeholder back',
  'design.markets.show-fewer': 'DESIGN §2 Third-party charts: the layout rules (2, 4, all 12 after Show More) hold either way; Show More toggles back to the shorter grid',
  'design.markets.unavailable-placeholder': "DESIGN §2 Third-party charts: when the script cannot load within a few seconds, each slot shows a clear 'market data unavailable' placeholder",

  'design.menu.dismiss': 'Design decision (APG disclosure navigation): Escape closes the menu and returns focus to its button; a press or focus outside closes it',

  'design.motion.reduced': 'Design decision (accessibility): under prefers-reduced-motion nothing animates or rotates by itself: content is shown, carousels start paused, stats show their final numbers',

  'design.new-password.link-check': 'DESIGN §3 Reset link: opening the link spends nothing; the page checks it as it opens and, before anything is typed, shows a used or expired link (one identical message, DESIGN §4 Reset token) with the way to a new one, or the form, with the code field when two-factor sign-in is on; a link that dies while the form is open says the same',
  'design.new-password.link-check-retry': 'Design decision (reset link): a check of the link that fails on the way (network, server) says so and offers Try again, never a form that cannot work or a wait without end',
  'design.new-password.second-factor': 'DESIGN §4 Step-up: a reset of an account with two-factor on asks for a code too (ASVS 6.4.3): the form then sends {password, token, code}',

  'design.otp.resend-restarts-wait': 'DESIGN §2 Machines and §4 One-time code: a resend replaces the old code and restarts its countdown (the whole resend wait of otp.resend.after-wait, which the server enforces as well)',

  'design.passkeys.manage': "DESIGN §4 Step-up: a passkey is a way in the investor adds (through the browser's passkey dialog) or removes on the profile, after a fresh proof",

  'design.password-change': "DESIGN §1 (profile) and §4 Passwords/Step-up: change password with current + new + confirm, blanks and match checked (as §5's 'Passwords do not match'); other sessions end",

  'design.profile.edit-names': 'DESIGN §1 Dashboard (profile editing, §2 /dashboard/profile/edit): edit first and last name, both required; saved until the next change',

  'design.reset.resend-restarts-wait': 'DESIGN §2 Machines: a resend restarts its countdown (the whole wait of reset.resend.after-wait starts over)',

  'design.session.cross-tab': 'DESIGN §2 Session and HTTP: a storage event from another tab (logout, new token) updates this tab',
  'design.session.single-flight': 'DESIGN §2 Session and HTTP: refresh is single-flight: concurrent 401s share one refresh call; a tab re-reads storage before calling',
  'design.session.transient-refresh-failure': 'DESIGN §4 SPA: on a 5xx, 429 or network error during refresh the user stays signed in; only a 401 from the refresh signs out',

  'design.signup.resume-code-step': 'Design decision (signup machine, DESIGN §4 one-time code): the code step resumes after a reload, or opens from the login page, with what is left of the resend wait (otp.resend.after-wait)',

  'design.step-up.cancel': 'DESIGN §4 Step-up: a cancelled proof fails the change it was asked for',
  'design.step-up.prove': 'DESIGN §4 Step-up: a sensitive change needs a proof from the last 5 minutes (password plus second factor when on, or a passkey): a token alone is refused; proved, the change is sent again',
  'design.step-up.refused': 'DESIGN §4 One verifier: a refused proof is asked again, the password and the code both cleared (the answer does not say which was wrong)',

  'design.transactions.csv': 'DESIGN §1 Dashboard: export the filtered transactions as CSV',
  'design.transactions.history': 'DESIGN §1 Dashboard (§2 /dashboard/transactions): transaction history with type and date filters and pages',

  'design.two-factor.recovery-codes': 'DESIGN §4 Step-up: regenerating recovery codes is confirmed first and the new codes are shown once',
  'design.two-factor.set-up': 'DESIGN §4 Step-up: turning two-factor sign-in on: scan the secret, confirm with a code, save the recovery codes (shown once)',
  'design.two-factor.turn-off': 'DESIGN §4 Step-up: turning two-factor sign-in off needs the password and a code',

  'design.undo.link': 'DESIGN §4 Step-up: each new way in is mailed with a single-use link that removes it and ends every session; opening the link spends nothing, the press does',
  'design.undo.refused': 'DESIGN §4 Step-up / Reset token: a refused (bad, expired or used) or missing undo link is final, with one identical message',
  'design.undo.retry': 'Design decision (undo link): a failure on the way (network, 5xx) offers the button again',

  'design.withdraw.confirm': 'DESIGN §1 Dashboard (§2 /dashboard/withdraw): a withdrawal is confirmed before it is requested, then pending; back returns to the form',

  'design.withdrawal.lifecycle': 'DESIGN §1 Dashboard (withdrawals): a withdrawal is pending (amount held), then paid or rejected (amount returned)',
} as const;

export type RequirementId = keyof typeof REQUIREMENTS;

/** A transition's `meta`: the requirements it implements. */
export interface RequirementsMeta {
  requirements: readonly RequirementId[];
}

/** `meta: requirements('a', 'b')` on a transition: the ids are checked against REQUIREMENTS. */
export function requirements(...ids: [RequirementId, ...RequirementId[]]): RequirementsMeta {
  return { requirements: ids };
}
