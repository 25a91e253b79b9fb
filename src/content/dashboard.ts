/**
 * Every text of the investor area: the dashboard layout, the overview, breakdown,
 * transactions, profile, referrals, deposit, checkout and withdraw screens.
 */
import type { TransactionStatus, TransactionType } from '../../contract/investor';
import { REINVESTMENT_LIMIT_MESSAGE } from '../../domain/investment/messages';

// The investor area's rules speak one set of words (domain/investment/messages.ts): the same
// refusal inline before a request as from the server after one.
export { rangeMessage } from '../../domain/investment/messages';
import type { DepositStatus, InvestmentStatus, WithdrawalStatus } from '../../domain/investment/types';
import { PAYMENT_WINDOW_MINUTES } from '../../domain/constants';

export const dashboardNav = {
  label: 'Investor dashboard',
  signedInAs: 'Signed in as',
  items: [
    { to: '/dashboard', label: 'Overview', exact: true },
    { to: '/dashboard/breakdown', label: 'Breakdown' },
    { to: '/dashboard/transactions', label: 'Transactions' },
    { to: '/dashboard/deposit', label: 'Deposit' },
    { to: '/dashboard/withdraw', label: 'Withdraw' },
    { to: '/dashboard/referrals', label: 'Referrals' },
    // Its section holds the profile's other screens (Edit profile): the tab stays current there.
    { to: '/dashboard/profile/me', label: 'Profile', section: '/dashboard/profile/' },
  ],
  logout: 'Log out',
} as const;

export const common = {
  loading: 'Loading…',
  retry: 'Try again',
  backToDashboard: 'Back to dashboard',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed — select and copy by hand',
  cancel: 'Cancel',
  none: '—',
};

export const investmentStatusLabels: Record<InvestmentStatus, string> = {
  active: 'Active', matured: 'Matured', credited: 'Matured · credited', reinvested: 'Reinvested', upgraded: 'Upgraded',
  ended: 'Ended', endedEarly: 'Ended early',
};
export const depositStatusLabels: Record<DepositStatus, string> = {
  awaitingPayment: 'Awaiting payment', expired: 'Quote expired', pending: 'Pending confirmation', confirmed: 'Confirmed', rejected: 'Rejected',
};
export const withdrawalStatusLabels: Record<WithdrawalStatus, string> = { pending: 'Pending', paid: 'Paid', rejected: 'Rejected' };
export const transactionTypeLabels: Record<TransactionType, string> = {
  deposit: 'Deposit', withdrawal: 'Withdrawal', earning: 'Earnings credited', principal: 'Principal returned',
  referral_bonus: 'Referral bonus', reinvestment: 'Reinvestment',
};
export const transactionStatusLabels: Record<TransactionStatus, string> = { pending: 'Pending', completed: 'Completed', rejected: 'Rejected' };

export const overviewCopy = {
  title: 'Overview',
  subtitle: 'Your balances, investments and latest activity.',
  balances: {
    available: 'Available balance', invested: 'Invested', accrued: 'Accrued profit', totalEarned: 'Total earned',
    availableHint: 'Ready to withdraw or reinvest', investedHint: 'Principal in active plans',
    accruedHint: 'Credited at maturity', totalEarnedHint: 'Earnings and referral bonuses credited',
  },
  quickActions: 'Quick actions',
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  activeInvestments: 'Active investments',
  noActive: 'You have no active investments yet. Make a deposit to start a plan.',
  awaitingDecision: 'Matured — choose what happens next',
  awaitingDecisionHint: 'Earnings and principal are in your available balance. Reinvest, upgrade or end these plans on the Breakdown page.',
  reviewOnBreakdown: 'Review on Breakdown',
  pendingDeposits: 'Pending deposits',
  pendingWithdrawals: 'Pending withdrawals',
  nothingPending: 'Nothing pending.',
  recent: 'Recent transactions',
  allTransactions: 'All transactions',
  noTransactions: 'No transactions yet.',
  referral: 'Your referral link',
  copyLink: 'Copy link',
  referralHint: 'Earn a bonus when someone you invite makes their first confirmed deposit.',
  maturesOn: (date: string) => `Matures ${date}`,
  progress: (percent: number) => `${percent}% of term`,
  continueCheckout: 'Continue checkout',
};

export const breakdownCopy = {
  title: 'Investment breakdown',
  subtitle: 'Every investment, its terms and its progress.',
  empty: 'No investments yet.',
  runningTitle: 'Running investments',
  noneRunning: 'No running investments. Finished ones are listed below.',
  historyTitle: 'Finished investments',
  historyCount: (count: number) => `${count} finished investment${count === 1 ? '' : 's'}`,
  historyPagination: 'Pages of finished investments',
  columns: { plan: 'Plan', amount: 'Amount', start: 'Start', daily: 'Daily return', accrued: 'Accrued to date', maturity: 'Maturity', status: 'Status', cycle: 'Cycle', actions: 'Actions' },
  cycle: (cycle: number, max: number | null) => (max === null ? (cycle === 0 ? 'First term' : `Reinvestment ${cycle}`) : `Cycle ${cycle} of ${max}`),
  byPlan: 'Totals by plan',
  bySector: 'Totals by sector',
  chartTitle: 'Principal by sector',
  chartDescription: 'Bar chart of the principal invested in each sector, with the amount and share written next to each bar.',
  totalsColumns: { name: 'Name', count: 'Investments', principal: 'Principal', accrued: 'Accrued' },
  actions: { terminate: 'End early', reinvest: 'Reinvest', upgrade: 'Upgrade', end: 'End contract' },
  actionTitles: {
    terminate: 'End this investment early?', reinvest: 'Reinvest into the same plan?', upgrade: 'Upgrade to a higher tier?', end: 'End this contract?',
  },
  confirm: { terminate: 'Confirm early end', reinvest: 'Confirm reinvestment', upgrade: 'Confirm upgrade', end: 'Confirm end' },
  done: { terminate: 'The investment has ended. The payout is in your available balance.', reinvest: 'Reinvested. The new term has started.', upgrade: 'Upgraded. The new plan has started.', end: 'The contract has ended.' },
  previewLines: {
    principal: 'Principal', forfeited: 'Accrued profit forfeited', fee: (rate: string) => `Early-termination fee (${rate})`,
    payout: 'Paid to your available balance', amount: 'Amount reinvested', plan: 'Plan', cycle: 'Reinvestment cycle', maturity: 'New maturity date',
    available: 'Available balance', ended: 'No further earnings accrue; your balance stays available to withdraw.',
  },
  upgradePlan: 'Higher plan',
  upgradeAmount: 'Amount (US$)',
  review: 'Review',
  baselayerLimit: REINVESTMENT_LIMIT_MESSAGE,
  dismiss: 'Close',
};

/** The controls under any paged list. */
export const paginationCopy = {
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
};

export const transactionsCopy = {
  title: 'Transactions',
  subtitle: 'Deposits, withdrawals, credited earnings and referral bonuses.',
  filters: 'Filter transactions',
  type: 'Type',
  allTypes: 'All types',
  from: 'From',
  to: 'To',
  clear: 'Clear filters',
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  empty: 'No transactions match these filters.',
  columns: { date: 'Date', type: 'Type', description: 'Description', status: 'Status', amount: 'Amount' },
  pagination: 'Pages',
  count: (count: number) => `${count} transaction${count === 1 ? '' : 's'}`,
  csvFileName: 'acme-invest-transactions.csv',
};

export const profileCopy = {
  title: 'My profile',
  subtitle: 'Your account details.',
  name: 'Name',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  emailReadOnly: 'Your e-mail address cannot be changed here.',
  referralCode: 'Referral code',
  joined: 'Joined',
  edit: 'Edit profile',
  editTitle: 'Edit profile',
  editSubtitle: 'Update your name or change your password.',
  namesSection: 'Your name',
  save: 'Save changes',
  saving: 'Saving…',
  saved: 'Your profile has been saved.',
  namesRequired: 'First name and last name are required.',
  /** Under each name field: the longest name the account keeps. */
  nameLimit: (characters: number) => `Up to ${characters} characters.`,
  passwordSection: 'Change password',
  passwordHint: 'Changing your password signs you out on every other device.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  changePassword: 'Change password',
  changing: 'Changing…',
  passwordChanged: 'Your password has been changed. Other sessions have been signed out.',
  fillAll: 'Please fill in all fields.',
  mismatch: 'Passwords do not match.',
  backToProfile: 'Back to profile',
};

/** Signed-in devices, on the profile. */
export const devicesCopy = {
  title: 'Signed-in devices',
  intro: 'Where your account is signed in now. Sign out any device you do not recognise, then change your password.',
  thisDevice: 'This device',
  on: (browser: string, device: string) => `${browser} on ${device}`,
  address: (ip: string) => `Address ${ip}`,
  /** Where the places come from (DB-IP's free database asks to be credited). */
  placesCredit: 'Places are looked up from the address with',
  placesSource: 'DB-IP',
  signedIn: (when: string) => `Signed in ${when}`,
  lastActive: (when: string) => `Last active ${when}`,
  end: 'Sign out',
  endLabel: (what: string) => `Sign out ${what}`,
  ending: 'Signing out…',
  endOthers: 'Sign out every other device',
  endingOthers: 'Signing out…',
  onlyThisOne: 'No other device is signed in.',
  ended: 'That device has been signed out.',
  endedOthers: 'Every other device has been signed out.',
};

/** Two-factor sign-in, on the profile. */
export const twoFactorCopy = {
  title: 'Two-factor sign-in',
  offIntro: 'Off. Add a second step to signing in: a 6-digit code from an authenticator app on your phone.',
  setUp: 'Set up two-factor sign-in',
  starting: 'Preparing…',
  scan: 'Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), then enter the 6-digit code it shows.',
  qrLabel: 'QR code for your authenticator app',
  typeKey: 'Can’t scan it? Enter this key in the app instead:',
  code: 'Code from the app',
  codeRequired: 'Please enter the 6-digit code from your authenticator app.',
  confirm: 'Turn on',
  confirming: 'Turning on…',
  cancel: 'Cancel',
  onTitle: 'Two-factor sign-in is on.',
  codesIntro: 'These are your recovery codes. Each one signs you in once if you lose your phone. They are shown only now: download or write them down, and keep them somewhere safe.',
  codesLabel: 'Recovery codes',
  download: 'Download codes',
  codesFile: 'acme-invest-recovery-codes.txt',
  codesSaved: 'I have saved my codes',
  copyCodes: 'Copy codes',
  regenerate: 'Make new recovery codes',
  regenerateIntro: 'Make a new set of 10 recovery codes? The codes you have now stop working.',
  confirmRegenerate: 'Make new codes',
  makingCodes: 'Making new codes…',
  newCodesTitle: 'New recovery codes are ready. The old ones no longer work.',
  onIntro: (left: number) => `On. Signing in asks for a code from your authenticator app. ${left} of 10 recovery codes left.`,
  turnOff: 'Turn off two-factor sign-in',
  turnOffIntro: 'Enter your password and a current code from the app (or a recovery code) to turn it off.',
  password: 'Password',
  turnOffCode: 'Code from the app or a recovery code',
  turnOffRequired: 'Please enter your password and a code.',
  confirmTurnOff: 'Turn off',
  turningOff: 'Turning off…',
  turnedOff: 'Two-factor sign-in is off.',
};

/** Passkeys, on the profile. */
export const passkeysCopy = {
  title: 'Passkeys',
  intro: 'Sign in with your fingerprint, face or screen lock instead of your password and code. A passkey stays on your device and works only on this site.',
  none: 'No passkeys yet.',
  unsupported: 'This browser cannot use passkeys. Try a recent Chrome, Safari, Edge or Firefox.',
  name: 'Name for a new passkey (optional)',
  namePlaceholder: 'e.g. Work laptop',
  add: 'Add a passkey',
  adding: 'Waiting for your passkey…',
  added: (when: string) => `Added ${when}`,
  lastUsed: (when: string) => `Last used ${when}`,
  neverUsed: 'Not used yet',
  remove: 'Remove',
  removeLabel: (name: string) => `Remove passkey ${name}`,
  removing: 'Removing…',
  addedNote: 'Your passkey has been added. Next time, choose “Log in with a passkey”.',
  removedNote: 'The passkey has been removed.',
};

/** The step-up dialog: a sensitive change asks for a fresh proof (the signed-in layout shows it). */
export const stepUpCopy = {
  title: "Confirm it's you",
  why: (twoFactor: boolean) =>
    `For your security, enter your password${twoFactor ? ' and the code from your authenticator app' : ''} before you make this change.`,
  password: 'Password',
  code: 'Code from your authenticator app or a recovery code',
  required: (twoFactor: boolean) => (twoFactor ? 'Please enter your password and the code.' : 'Please enter your password.'),
  confirm: 'Confirm',
  confirming: 'Confirming…',
  or: 'or',
  usePasskey: 'Use a passkey',
  passkeyPending: 'Waiting for your passkey…',
  cancel: 'Cancel',
  tooManyAttempts: (seconds: number) => `Too many attempts. Please try again in ${seconds} seconds.`,
  /** What the refused change says when the dialog was cancelled. */
  cancelled: "This change needs you to confirm it's you.",
};

export const referralsCopy = {
  title: 'Referrals',
  subtitle: 'Invite investors and earn a bonus on their confirmed deposits.',
  link: 'Your referral link',
  code: 'Referral code',
  howItWorks: 'When someone signs up with your link and their deposit is confirmed, you receive the plan’s referral percentage of that deposit, once.',
  rates: 'Bonus per plan',
  referred: 'Investors you referred',
  noneReferred: 'No one has signed up with your link yet.',
  columns: { name: 'Investor', joined: 'Joined', bonus: 'Bonus earned' },
  total: 'Total referral bonus',
};

export const depositCopy = {
  title: 'Make a deposit',
  subtitle: 'Choose a sector, a plan and an amount, then pay in crypto at a locked rate.',
  sector: 'Sector',
  plan: 'Plan',
  planTerms: (daily: string, days: number) => `${daily} daily · ${days} days`,
  planRange: (min: string, max: string) => `${min} – ${max}`,
  amount: 'Amount (US$)',
  amountHint: (range: string) => `Minimum investment $500. ${range}`,
  projected: (earnings: string, total: string) => `Projected profit ${earnings}; ${total} returned at maturity (not guaranteed).`,
  currency: 'Pay with',
  currencyHint: 'Currency and network',
  acknowledgement: 'I confirm that I am 18 or older, and I accept the Terms of Service and the risk warning.',
  terms: 'Terms of Service',
  submit: 'Continue to checkout',
  submitting: 'Preparing checkout…',
  errorSummary: 'Please correct the highlighted fields.',
  risk: 'Capital at risk. Returns are fixed by the plan terms and are not guaranteed.',
};

export const checkoutCopy = {
  title: (currency: string, network: string) => `Pay with ${currency} (${network})`,
  /** What the page asks of the investor now: pay, get a new quote, or nothing more. */
  subtitle: {
    awaiting: 'Send the exact amount to the address below before the quote expires.',
    expired: 'Get a new quote before you pay.',
    reported: 'Your payment is reported: there is nothing more to send.',
  },
  investment: 'Investment',
  investmentOf: (plan: string, sector: string) => `${plan} plan · ${sector}`,
  amountUsd: 'Deposit amount',
  amountCoin: (currency: string) => `Amount in ${currency}`,
  rate: (currency: string, rate: string) => `Rate locked at 1 ${currency} = ${rate}`,
  countdownLabel: 'Quote expires in',
  countdownHint: `Rates are locked for ${PAYMENT_WINDOW_MINUTES} minutes.`,
  address: 'Receiving address',
  qrLabel: (currency: string, network: string) => `QR code of the ${currency} ${network} receiving address`,
  copyAddress: 'Copy address',
  copyAmount: 'Copy amount',
  warning: (currency: string, network: string) => `Send only ${currency} on ${network} to this address`,
  warningDetail: 'Other coins or networks will be lost and cannot be recovered.',
  testAddress: 'Test address — development only. Never send real funds to it.',
  txHash: 'Transaction hash (optional)',
  txHashHint: 'Helps us match your payment faster.',
  sent: 'I have sent the payment',
  sending: 'Recording…',
  expiredTitle: 'This quote has expired',
  expiredText: 'The locked rate is no longer valid. Get a new quote to continue; if you already paid, the payment will still be matched.',
  requote: 'Get a new quote',
  requoting: 'Getting a new quote…',
  reportedTitle: 'Payment reported',
  reportedText: 'Your deposit is pending confirmation. It becomes an active investment as soon as the payment is confirmed on the network.',
  noDepositTitle: 'No deposit in progress',
  noDepositText: 'Start a deposit to get a quote for this currency.',
  startDeposit: 'Start a deposit',
  seconds: (total: number) => `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`,
  secondsSpoken: (total: number) => `${Math.floor(total / 60)} minutes ${total % 60} seconds`,
};

export const withdrawCopy = {
  title: 'Withdraw',
  subtitle: 'Send money from your available balance to a crypto wallet or a bank account.',
  available: 'Available balance',
  amount: 'Amount (US$)',
  max: 'Withdraw all',
  destination: 'Send to',
  crypto: 'Crypto wallet',
  bank: 'Bank account',
  currency: 'Currency and network',
  address: 'Wallet address',
  addressHint: 'Double-check the address: crypto transfers cannot be reversed.',
  accountHolder: 'Account holder',
  sortCode: 'Sort code',
  accountNumber: 'Account number',
  or: 'or, for accounts outside the UK',
  iban: 'IBAN',
  review: 'Review withdrawal',
  errorSummary: 'Please correct the highlighted fields.',
  confirmTitle: 'Confirm your withdrawal',
  confirmText: 'Please check every detail. The amount is held from your available balance until it is paid.',
  confirm: 'Confirm withdrawal',
  submitting: 'Submitting…',
  back: 'Edit details',
  doneTitle: 'Withdrawal requested',
  doneText: 'Your request is pending. You will see it as paid in your transactions once it has been sent.',
  summary: { amount: 'Amount', method: 'Method', destination: 'Destination', holder: 'Account holder', sortCode: 'Sort code', accountNumber: 'Account number', iban: 'IBAN', network: 'Network', address: 'Address' },
  noBalance: 'You have no available balance to withdraw yet.',
};

/** "24 Nov 2026, 09:30" in the reader's own time zone. */
export const dateAndTime = (at: number) =>
  new Date(at).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
