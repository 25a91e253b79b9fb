/**
 * Browser walks of the public site's interface machines: the shortest path to each top-level
 * state of each, generated from its graph (tests/e2e/support/walk.ts). The screen walks
 * (tests/screens/ui, tests/screens/forms) take every transition in jsdom; these walk the same
 * screens in Chromium, where the layout, the IntersectionObserver, media queries, CSS and real
 * script loading are the browser's own.
 */
import type { Locator, Page, Route } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import type { CarouselContext } from '../../../machines/ui/carousel.machine';
import type { CountUpContext } from '../../../machines/ui/countUp.machine';
import type { RevealInput } from '../../../machines/ui/reveal.machine';
import type { ContactFields } from '../../../machines/forms/contact.machine';
import {
  ABOUT_TEXTS, CAROUSEL_CONTROLS, CERTIFICATE_IMAGE_ALT, CONSENT_TEXTS, CONTACT_FORM, DECIDED_TIMERS, FAQ_QUESTIONS, HEADER_TEXTS,
  MAIN_NAVIGATION_LABEL, MARKET_CHART_COUNTS, MARKET_SYMBOLS, MARKET_TEXTS, MARKETING_STATS, NEWSLETTER_FORM, PARTNER_NAMES,
  PARTNERS_CAROUSEL_LABEL, SECTOR_NAMES, SECTOR_TAGLINES, STATS_HEADING, sectorPath, statFigure,
} from '../../oracle';
import { walkInBrowser, holdApi, expect } from '../support/walk';
import { addedTradingViewScripts, FAKE_WIDGET, loadFakeWidget, noDataFakeWidget, TRADINGVIEW_WIDGET_PAGES, watchForTradingViewScripts } from '../support/fakeTradingView';
import { TRADINGVIEW_WIDGET_ORIGIN } from '../../../contract/tradingView';
import { NARROW, WIDE, changeCookieChoiceElsewhere, escapeRegExp, rememberCookieChoice, scrollDownTo, storedCookieChoice, stopTheClock } from './support';

const main = (page: Page) => page.getByRole('main');

/** A walk that needs only the page, and the control the user pressed last (it keeps the focus). */
interface Pressing {
  page: Page;
  pressed?: string;
}

/** Opens a page for a visitor who already answered the cookie banner (it would cover the controls otherwise). */
async function openDecided(page: Page, path: string): Promise<Pressing> {
  await rememberCookieChoice(page, { markets: false });
  await page.goto(path);
  return { page };
}

// --- The FAQ's accordion -------------------------------------------------------------------------

const question = (page: Page, id: string) =>
  main(page).getByRole('button', { name: FAQ_QUESTIONS[id as keyof typeof FAQ_QUESTIONS] });

walkInBrowser('accordion', {
  open: (page) => openDecided(page, '/faq'),
  drive: {
    'accordion.toggle': async ({ id }, walk) => {
      walk.pressed = id;
      await question(walk.page, id).click();
    },
  },
  async see(expected, { page, pressed }) {
    const { openId } = expected.context as { openId: string | null };
    for (const id of Object.keys(FAQ_QUESTIONS)) {
      await expect(question(page, id)).toHaveAttribute('aria-expanded', String(id === openId));
    }
    // Only the open question's answer shows, as a region named by its question.
    const answers = main(page).getByRole('region', { name: new RegExp(Object.values(FAQ_QUESTIONS).map(escapeRegExp).join('|')) });
    await expect(answers).toHaveCount(openId ? 1 : 0);
    if (openId) await expect(main(page).getByRole('region', { name: FAQ_QUESTIONS[openId as keyof typeof FAQ_QUESTIONS] })).toBeVisible();
    if (pressed) await expect(question(page, pressed)).toBeFocused();
  },
});

// --- The about page's "Read more" ----------------------------------------------------------------

const story = ABOUT_TEXTS.story;
const readMore = (page: Page) => main(page).getByRole('button', { name: new RegExp(`^(${story.readMore}|${story.readLess})`) });

walkInBrowser('disclosure', {
  open: (page) => openDecided(page, '/about'),
  drive: {
    'disclosure.toggle': async (_event, walk) => {
      walk.pressed = 'read more';
      await readMore(walk.page).click();
    },
  },
  async see(expected, { page, pressed }) {
    const expanded = expected.matches('expanded');
    await expect(readMore(page)).toHaveAttribute('aria-expanded', String(expanded));
    await expect(readMore(page)).toHaveAccessibleName(expanded ? story.readLess : story.readMore);
    for (const paragraph of story.summary) await expect(main(page).getByText(paragraph)).toBeVisible();
    for (const paragraph of story.more) await expect(main(page).getByText(paragraph)).toBeVisible({ visible: expanded });
    if (pressed) await expect(readMore(page)).toBeFocused();
  },
});

// --- The header's Sectors dropdown (the wide layout's) -------------------------------------------

const sectorsButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: HEADER_TEXTS.sectors });
const sectorsPanel = async (page: Page) => page.locator(`[id="${await sectorsButton(page).getAttribute('aria-controls')}"]`);
/** The sector the walk chooses from the menu. */
const CHOSEN = { name: SECTOR_NAMES.agriculture, path: sectorPath('agriculture') };
/** The menu's links, in section 1's order: each sector's name, then its one-line description. */
const SECTOR_LINKS = Object.entries(SECTOR_NAMES).map(
  ([id, name]) => new RegExp(`^${escapeRegExp(name)}\\s*${escapeRegExp(SECTOR_TAGLINES[id as keyof typeof SECTOR_TAGLINES])}$`),
);

interface MenuWalk {
  page: Page;
  /** The addresses the visitor went through, the current one last (Back returns to the one before). */
  visited: string[];
  /** The last gesture leaves the focus on the menu's button. */
  focusOnButton: boolean;
}

walkInBrowser('menu', {
  // The visitor came to About from another page, so the browser's Back has somewhere to go.
  async open(page): Promise<MenuWalk> {
    await openDecided(page, '/privacy');
    await page.getByRole('navigation', { name: MAIN_NAVIGATION_LABEL }).getByRole('link', { name: HEADER_TEXTS.about, exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    return { page, visited: ['/privacy', '/about'], focusOnButton: false };
  },
  drive: {
    'menu.toggle': async (_event, walk) => {
      walk.focusOnButton = true;
      await sectorsButton(walk.page).click();
    },
    // From the first link of the open menu: Escape closes it and gives the focus back to the button.
    'key.escape': async (_event, walk) => {
      walk.focusOnButton = true;
      await walk.page.keyboard.press('Tab');
      await expect((await sectorsPanel(walk.page)).getByRole('link').first()).toBeFocused();
      await walk.page.keyboard.press('Escape');
    },
    // Shift+Tab from the menu's button leaves the menu for the header item before it.
    'focus.outside': async (_event, walk) => {
      walk.focusOnButton = false;
      await expect(sectorsButton(walk.page)).toBeFocused();
      await walk.page.keyboard.press('Shift+Tab');
    },
    // A press on the page's heading, outside the menu (and on nothing that takes the focus).
    'pointer.outside': async (_event, walk) => {
      walk.focusOnButton = false;
      await main(walk.page).getByRole('heading', { level: 1 }).click();
    },
    'link.choose': async (_event, walk) => {
      walk.focusOnButton = false;
      walk.visited.push(CHOSEN.path);
      await (await sectorsPanel(walk.page)).getByRole('link', { name: new RegExp(`^${escapeRegExp(CHOSEN.name)}`) }).click();
    },
    // The browser's Back button: the route changes with the menu still open.
    'route.change': async (_event, walk) => {
      walk.focusOnButton = false;
      walk.visited.pop();
      await walk.page.goBack();
    },
  },
  async see(expected, { page, visited, focusOnButton }) {
    const open = expected.matches('open');
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(visited.at(-1)!)}$`));
    await expect(sectorsButton(page)).toHaveAttribute('aria-expanded', String(open));
    const panel = await sectorsPanel(page);
    await expect(panel).toBeVisible({ visible: open });
    // A link per sector, each named by the sector and its one-line description.
    if (open) await expect(panel.getByRole('link')).toHaveText(SECTOR_LINKS);
    if (focusOnButton) await expect(sectorsButton(page)).toBeFocused();
  },
});

// --- The cookie banner -------------------------------------------------------------------------

const banner = (page: Page) => page.getByRole('region', { name: CONSENT_TEXTS.title });

const cookieSettings = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: CONSENT_TEXTS.settingsButton });

walkInBrowser('consent', {
  // The walk's input: a first visit, nothing stored. The crypto/forex page also has the charts'
  // "Load market charts", which allows them from the page itself.
  async open(page) {
    await page.goto('/sectors/crypto-forex');
    return { page };
  },
  drive: {
    'consent.acceptAll': (_event, { page }) => banner(page).getByRole('button', { name: CONSENT_TEXTS.acceptAll }).click(),
    'consent.rejectAll': (_event, { page }) => banner(page).getByRole('button', { name: CONSENT_TEXTS.rejectAll }).click(),
    'consent.grantMarkets': (_event, { page }) => main(page).getByRole('button', { name: MARKET_TEXTS.consentButton }).first().click(),
    'consent.review': (_event, { page }) => cookieSettings(page).click(),
    'consent.keep': (_event, { page }) => banner(page).getByRole('button', { name: CONSENT_TEXTS.keepChoice }).click(),
    'consent.synced': ({ choice }, { page }) => changeCookieChoiceElsewhere(page, choice),
  },
  async see(expected, { page }) {
    const { choice } = expected.context as { choice: { markets: boolean; analytics: boolean } | null };
    await expect.poll(() => storedCookieChoice(page)).toEqual(choice);
    if (expected.matches('decided')) {
      await expect(banner(page)).toBeHidden();
      return expect(cookieSettings(page)).toBeVisible();
    }
    // Asking: two equal choices; reopened from the footer, the earlier choice and a way to keep it.
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: CONSENT_TEXTS.acceptAll })).toBeEnabled();
    await expect(banner(page).getByRole('button', { name: CONSENT_TEXTS.rejectAll })).toBeEnabled();
    const reviewing = expected.matches({ asking: 'reviewing' });
    await expect(banner(page).getByRole('button', { name: CONSENT_TEXTS.keepChoice })).toHaveCount(reviewing ? 1 : 0);
    if (reviewing) await expect(banner(page)).toContainText(CONSENT_TEXTS.currentChoice(choice!.markets, choice!.analytics));
  },
});

// --- The certificate that animates in (reveal) ---------------------------------------------------

const certificateBox = (page: Page) => page.locator('[data-reveal]').filter({ has: page.getByRole('img', { name: CERTIFICATE_IMAGE_ALT }) });

walkInBrowser('reveal', {
  // A short window (a laptop's, under the browser's toolbars): the certificate starts less than
  // half in view. In a taller one it is half in view from the start and animates in at once.
  async open(page, input) {
    await page.setViewportSize({ width: WIDE.width, height: 600 });
    await page.emulateMedia({ reducedMotion: (input as RevealInput).reducedMotion ? 'reduce' : 'no-preference' });
    return openDecided(page, '/certificates');
  },
  drive: {
    // The visitor scrolls down until half of the certificate is in view.
    visible: (_event, { page }) => scrollDownTo(page, certificateBox(page)),
  },
  async see(expected, { page }) {
    // Transparent and shifted down until half of it is in view, then it fades and slides in
    // (revealed); under reduced motion it is simply there (shown).
    if (expected.matches('waiting')) {
      await expect(certificateBox(page)).not.toBeInViewport({ ratio: 0.5 });
      await expect(certificateBox(page)).toHaveCSS('opacity', '0');
      return expect(certificateBox(page)).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 24)');
    }
    if (expected.matches('revealed')) await expect(certificateBox(page)).toBeInViewport({ ratio: 0.5 });
    await expect(certificateBox(page)).toHaveCSS('opacity', '1');
    await expect(certificateBox(page)).toHaveCSS('transform', 'none');
  },
});

// --- The home page's figures (count-up) ----------------------------------------------------------

const statsSection = (page: Page) => page.getByRole('region', { name: STATS_HEADING });
/** The moving figure a sighted visitor sees (screen readers get the final one throughout). */
const shownFigure = (page: Page, id: string) => statsSection(page).getByTestId(`stat-${id}`);

walkInBrowser('countUp', {
  // The figures count on the page's clock: it stops once the page is up, so a figure changes
  // only when the walk moves the clock.
  async open(page) {
    const walk = await openDecided(page, '/');
    await stopTheClock(page);
    return walk;
  },
  drive: {
    // The visitor scrolls down to the figures.
    visible: (_event, { page }) => scrollDownTo(page, statsSection(page)),
  },
  async see(expected, { page }, { beforeDelay }) {
    const { durationMs } = expected.context as CountUpContext;
    // Just before the count ends, the ticks of the whole count have run since the last step.
    const elapsedMs = beforeDelay?.event.startsWith('xstate.after.statsCountUpDuration.')
      ? Math.min(Math.floor(beforeDelay.elapsedMs / DECIDED_TIMERS.countUpFrame) * DECIDED_TIMERS.countUpFrame, durationMs - 1)
      : (expected.context as CountUpContext).elapsedMs;
    // Eased out (fast at first, gentle at the end), rounded down: the final figure only once done.
    const progress = 1 - (1 - elapsedMs / durationMs) ** 3;
    for (const stat of MARKETING_STATS) {
      await expect(shownFigure(page, stat.id)).toHaveText(statFigure(stat, Math.floor(stat.value * progress)));
    }
    if (expected.matches('counting')) await expect(statsSection(page)).toBeInViewport({ ratio: 0.5 });
  },
});

// --- The partner logos (carousel) ----------------------------------------------------------------

const partners = (page: Page) => page.getByRole('region', { name: PARTNERS_CAROUSEL_LABEL });
const control = (page: Page, name: string | RegExp) => partners(page).getByRole('button', { name, exact: true });
const rotationControl = (page: Page, word: string) => control(page, `${word} ${PARTNERS_CAROUSEL_LABEL}`);

/**
 * Presses a control as assistive technology does (a screen reader's or voice control's press): a
 * click, with neither the pointer nor the focus moving. A mouse click is three events of the
 * statechart at once (the pointer enters, the focus arrives, the press), and the graph takes
 * them one at a time: the pointer and the focus move in gestures of their own.
 */
const press = (button: Locator) => button.dispatchEvent('click');

walkInBrowser('carousel', {
  // The walk's input is a narrow screen (3 logos a page). The clock stops once the page is up,
  // so the logos stay on their page until the walk says otherwise.
  async open(page) {
    await page.setViewportSize(NARROW);
    const walk = await openDecided(page, '/');
    await stopTheClock(page);
    await scrollDownTo(page, partners(page));
    return walk;
  },
  drive: {
    'carousel.next': (_event, { page }) => press(control(page, CAROUSEL_CONTROLS.next)),
    'carousel.prev': (_event, { page }) => press(control(page, CAROUSEL_CONTROLS.previous)),
    'carousel.goto': ({ page: target }, { page }) => press(control(page, new RegExp(`^Show slide ${target + 1} of \\d+$`))),
    'carousel.pause': (_event, { page }) => press(rotationControl(page, CAROUSEL_CONTROLS.pause)),
    'carousel.play': (_event, { page }) => press(rotationControl(page, CAROUSEL_CONTROLS.play)),
    'carousel.hover.start': (_event, { page }) => partners(page).hover(),
    // The pointer leaves for the window's left edge, off the content.
    'carousel.hover.end': (_event, { page }) => page.mouse.move(1, page.viewportSize()!.height / 2),
    // Keyboard focus arrives on the last control; Tab from there leaves the carousel.
    'carousel.focus.in': (_event, { page }) => control(page, CAROUSEL_CONTROLS.next).focus(),
    'carousel.focus.out': (_event, { page }) => page.keyboard.press('Tab'),
    // The screen turns or the window is resized across 768 px.
    'carousel.pageSize': ({ pageSize }, { page }) => page.setViewportSize(pageSize === 5 ? WIDE : NARROW),
  },
  async see(expected, { page }) {
    const { page: shown, pageSize, itemCount, focusWithin } = expected.context as CarouselContext;
    const pageCount = Math.ceil(itemCount / pageSize);
    // One slide a page, "n of N", only the current one shown, with its logos.
    const slide = partners(page).getByRole('group', { name: CAROUSEL_CONTROLS.slideLabel(shown + 1, pageCount) });
    await expect(slide).toBeVisible();
    await expect(partners(page).getByRole('group')).toHaveCount(1);
    const logos = PARTNER_NAMES.slice(shown * pageSize, (shown + 1) * pageSize);
    await expect(slide.getByRole('img')).toHaveCount(logos.length);
    for (const [index, name] of logos.entries()) await expect(slide.getByRole('img').nth(index)).toHaveAccessibleName(name);
    // A dot per page; the current one says so.
    await expect(partners(page).getByRole('button', { name: /^Show slide \d+ of \d+$/ })).toHaveCount(pageCount);
    await expect(control(page, CAROUSEL_CONTROLS.showSlide(shown + 1, pageCount))).toHaveAttribute('aria-current', 'true');
    // Pause while it plays, Play once paused.
    const paused = expected.matches('paused');
    await expect(rotationControl(page, paused ? CAROUSEL_CONTROLS.play : CAROUSEL_CONTROLS.pause)).toBeVisible();
    await expect(rotationControl(page, paused ? CAROUSEL_CONTROLS.pause : CAROUSEL_CONTROLS.play)).toHaveCount(0);
    // A slide change is announced unless it is the automatic rotation.
    await expect(slide.locator('..')).toHaveAttribute('aria-live', expected.matches({ playing: 'rotating' }) ? 'off' : 'polite');
    if (focusWithin) await expect(control(page, CAROUSEL_CONTROLS.next)).toBeFocused();
  },
});

// --- The crypto/forex page's chart grid (show more) ----------------------------------------------

const chartList = (page: Page) => main(page).getByRole('list', { name: MARKET_TEXTS.chartsLabel });

walkInBrowser('showMore', {
  // The walk's input is a narrow screen.
  async open(page) {
    await page.setViewportSize(NARROW);
    return openDecided(page, '/sectors/crypto-forex');
  },
  drive: {
    'showMore.toggle': (_event, { page }) => main(page).getByRole('button', { name: /^Show (more|fewer) charts$/ }).click(),
    'viewport.wide': (_event, { page }) => page.setViewportSize(WIDE),
    'viewport.narrow': (_event, { page }) => page.setViewportSize(NARROW),
  },
  async see(expected, { page }) {
    const expanded = expected.matches({ list: 'expanded' });
    const count = expanded ? MARKET_CHART_COUNTS.all : expected.matches({ viewport: 'wide' }) ? MARKET_CHART_COUNTS.wide : MARKET_CHART_COUNTS.narrow;
    // Crypto and forex alternate, so 2 and 4 show both.
    await expect(chartList(page).getByRole('heading', { level: 3 })).toHaveText(MARKET_SYMBOLS.slice(0, count).map((symbol) => new RegExp(`^${symbol.code}`)));
    const toggle = main(page).getByRole('button', { name: expanded ? MARKET_TEXTS.showLess : MARKET_TEXTS.showMore });
    await expect(toggle).toHaveAttribute('aria-expanded', String(expanded));
  },
});

// --- The crypto/forex page's TradingView slots (market widget) -----------------------------------

/**
 * TradingView's widget pages (the slots' frames), held until the walk says what they say: each
 * then loads a small stand-in page that shows a line and tells the slot the widget is up, or that
 * it has no data. Pages asked for after that end the same way, until the visitor allows the
 * widgets again (`holdNext`). Never cached, so every load of the widgets asks again. A held page
 * whose frame is gone (the slot gave up, consent was withdrawn) has nobody to answer.
 */
async function holdWidgetPages(page: Page) {
  const held: Route[] = [];
  let end: ((route: Route) => Promise<void>) | undefined;
  await page.route(TRADINGVIEW_WIDGET_PAGES, (route) => (end ? end(route) : void held.push(route)));
  return {
    holdNext() {
      end = undefined;
    },
    async endAll(how: (route: Route) => Promise<void>) {
      end = how;
      await Promise.all(held.splice(0).map((route) => how(route).catch(() => undefined)));
    },
  };
}

/** The ticker tape and the charts a wide screen shows. */
const SLOTS = 1 + MARKET_CHART_COUNTS.wide;
const slots = (page: Page) => main(page).locator('[data-market-slot]');

walkInBrowser('marketWidget', {
  // The walk's input: the visitor has not allowed the market widgets.
  async open(page) {
    await watchForTradingViewScripts(page);
    const widgets = await holdWidgetPages(page);
    const walk = await openDecided(page, '/sectors/crypto-forex');
    // The load timeout runs on the page's clock: stopped, only the walk's events end a load.
    await stopTheClock(page);
    return { ...walk, widgets };
  },
  drive: {
    'consent.granted': async (_event, { page, widgets }) => {
      widgets.holdNext();
      await slots(page).nth(1).getByRole('button', { name: MARKET_TEXTS.consentButton }).click();
    },
    // Cookie settings in the footer reopens the banner; Reject all takes the permission back.
    'consent.withdrawn': async (_event, { page }) => {
      await cookieSettings(page).click();
      await banner(page).getByRole('button', { name: CONSENT_TEXTS.rejectAll }).click();
    },
    'widget.loaded': (_event, { widgets }) => widgets.endAll(loadFakeWidget),
    'widget.failed': (_event, { widgets }) => widgets.endAll(noDataFakeWidget),
  },
  async see(expected, { page }) {
    await expect(slots(page)).toHaveCount(SLOTS);
    const slotTexts: Record<string, string> = {
      awaitingConsent: MARKET_TEXTS.consentTitle,
      loading: MARKET_TEXTS.loading,
      unavailable: MARKET_TEXTS.unavailableTitle,
    };
    const state = expected.value as string;
    const embedded = state === 'loading' || state === 'ready';
    for (const index of Array.from({ length: SLOTS }, (_, slot) => slot)) {
      const slot = slots(page).nth(index);
      if (state === 'ready') await expect(slot.frameLocator('iframe').getByText(FAKE_WIDGET)).toBeVisible();
      else await expect(slot).toContainText(slotTexts[state]!);
      await expect(slot).toHaveAttribute('aria-busy', String(state === 'loading'));
      await expect(slot.getByRole('button', { name: MARKET_TEXTS.consentButton })).toHaveCount(state === 'awaitingConsent' ? 1 : 0);
      // TradingView's widget page is framed in the slot only while the widget loads or shows.
      await expect(slot.locator(`iframe[src^="${TRADINGVIEW_WIDGET_ORIGIN}/embed-widget/"]`)).toHaveCount(embedded ? 1 : 0);
    }
    // Never a TradingView script in our page, in any state.
    expect(await addedTradingViewScripts(page)).toEqual([]);
  },
});

// --- The contact form and the footer's newsletter form -------------------------------------------

/** A form walk counts the submits it made: each should reach the server once, and nothing else. */
interface FormWalk extends Pressing {
  api: Api;
  submits: number;
}
type Api = Awaited<ReturnType<typeof holdApi>>;

async function openWithApi(page: Page, path: string, endpoints: Parameters<typeof holdApi>[1]): Promise<FormWalk> {
  const api = await holdApi(page, endpoints);
  return { ...(await openDecided(page, path)), api, submits: 0 };
}

/**
 * What both forms show besides their fields: the submit button (busy while sending), the error
 * of a refused or failed submit (an alert) and the success note (for 5 s).
 */
async function seeForm(form: Locator, expected: AnyMachineSnapshot, copy: { submit: string; submitting: string; success: string; invalid?: string }) {
  const { failure } = expected.context as { failure?: Error };
  const submitting = expected.matches('submitting');
  const submit = form.getByRole('button', { name: new RegExp(`^(${copy.submit}|${copy.submitting})$`) });
  await expect(submit).toHaveText(submitting ? copy.submitting : copy.submit);
  await expect(submit).toBeEnabled({ enabled: !submitting });
  const error = expected.matches({ editing: 'invalid' }) ? copy.invalid! : expected.matches({ editing: 'failed' }) ? failure!.message : null;
  await expect(form.getByRole('alert')).toHaveText(error ? [error] : []);
  await expect(form.getByRole('status')).toHaveText(expected.matches({ editing: 'succeeded' }) ? [copy.success] : []);
}

const CONTACT = 'POST /management/contact/';
const contactForm = (page: Page) => page.getByRole('form', { name: CONTACT_FORM.heading });
const CONTACT_LABELS: Record<keyof ContactFields, string> = {
  name: CONTACT_FORM.nameLabel,
  email: CONTACT_FORM.emailLabel,
  message: CONTACT_FORM.messageLabel,
};

walkInBrowser('contact', {
  open: (page) => openWithApi(page, '/contact', [CONTACT]),
  drive: {
    'form.change': ({ field, value }, { page }) => contactForm(page).getByLabel(CONTACT_LABELS[field]).fill(value),
    'form.submit': (_event, { page }) => contactForm(page).getByRole('button', { name: CONTACT_FORM.submit }).click(),
    'xstate.done.actor.sendMessage': ({ output }, { api }) => api.answer(CONTACT, 200, output),
    'xstate.error.actor.sendMessage': ({ error }, { api }) => api.answer(CONTACT, 400, { detail: error.message }),
  },
  async see(expected, walk) {
    const { fields } = expected.context as { fields: ContactFields };
    // What was typed stays (a success empties the form).
    for (const [field, label] of Object.entries(CONTACT_LABELS)) {
      await expect(contactForm(walk.page).getByLabel(label)).toHaveValue(fields[field as keyof ContactFields]);
    }
    await seeForm(contactForm(walk.page), expected, CONTACT_FORM);
    // Each submit of a filled form posts the fields, trimmed; a refused one posts nothing.
    if (expected.matches('submitting')) walk.submits += 1;
    await expect.poll(() => walk.api.bodiesTo(CONTACT).length).toBe(walk.submits);
    if (expected.matches('submitting')) {
      await expect.poll(() => walk.api.bodiesTo(CONTACT).at(-1)).toEqual({ name: fields.name.trim(), email: fields.email.trim(), message: fields.message.trim() });
    }
  },
});

const SUBSCRIBE = 'POST /management/subscribe/';
const newsletter = (page: Page) => page.getByRole('form', { name: NEWSLETTER_FORM.title });

walkInBrowser('subscribe', {
  // The footer is on every public page; a short one.
  open: (page) => openWithApi(page, '/privacy', [SUBSCRIBE]),
  drive: {
    'form.change': ({ value }, { page }) => newsletter(page).getByLabel(NEWSLETTER_FORM.emailLabel).fill(value),
    'form.submit': (_event, { page }) => newsletter(page).getByRole('button', { name: NEWSLETTER_FORM.submit }).click(),
    'xstate.done.actor.subscribe': ({ output }, { api }) => api.answer(SUBSCRIBE, 200, output),
    'xstate.error.actor.subscribe': ({ error }, { api }) => api.answer(SUBSCRIBE, 400, { detail: error.message }),
  },
  async see(expected, walk) {
    const { email } = expected.context as { email: string };
    // A success empties the field; a failure keeps the address.
    await expect(newsletter(walk.page).getByLabel(NEWSLETTER_FORM.emailLabel)).toHaveValue(email);
    await seeForm(newsletter(walk.page), expected, NEWSLETTER_FORM);
    if (expected.matches('submitting')) walk.submits += 1;
    await expect.poll(() => walk.api.bodiesTo(SUBSCRIBE).length).toBe(walk.submits);
    if (expected.matches('submitting')) await expect.poll(() => walk.api.bodiesTo(SUBSCRIBE).at(-1)).toEqual({ email: email.trim() });
  },
});
