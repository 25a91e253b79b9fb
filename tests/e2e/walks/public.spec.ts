/**
 * Browser walks of the public site's interface machines: the shortest path to each top-level
 * state of each, generated from its graph (tests/e2e/support/walk.ts). The screen walks
 * (tests/screens/ui, tests/screens/forms) take every transition in jsdom; these walk the same
 * screens in Chromium, where the layout, the IntersectionObserver, media queries, CSS and real
 * script loading are the browser's own. Each walk keeps its own account of what the page shows
 * (the panel open, the slide, the choice stored, the fields typed…), worked out from the gestures
 * and answers of the walk and, when a delay ends, in `see`: never from the machine's state or
 * context, so that a machine that goes elsewhere, or keeps a wrong value, fails the step.
 */
import type { Locator, Page, Route } from '@playwright/test';
import type { ContactFields } from '../../../machines/forms/contact.machine';
import {
  ABOUT_TEXTS, CAROUSEL_CONTROLS, CERTIFICATE_IMAGE_ALT, CONSENT_TEXTS, CONTACT_FORM, DECIDED_TIMERS, FAQ_QUESTIONS, HEADER_TEXTS, HOME_TIMERS,
  MAIN_NAVIGATION_LABEL, MARKET_CHART_COUNTS, MARKET_SYMBOLS, MARKET_TEXTS, MARKETING_STATS, NEWSLETTER_FORM, PARTNER_LOGOS_PER_PAGE, PARTNER_NAMES,
  PARTNERS_CAROUSEL_LABEL, SECTOR_NAMES, SECTOR_TAGLINES, STATS_HEADING, delayNameOf, sectorPath, statFigure,
} from '../../oracle';
import type { Moment } from '../../support/walk/moment';
import { walkInBrowser, holdApi, expect } from '../support/walk';
import { stopTheClock } from '../support/clock';
import { addedTradingViewScripts, FAKE_WIDGET, loadFakeWidget, noDataFakeWidget, TRADINGVIEW_WIDGET_PAGES, watchForTradingViewScripts } from '../support/fakeTradingView';
import { TRADINGVIEW_WIDGET_ORIGIN } from '../../../contract/tradingView';
import {
  NARROW, WIDE, changeCookieChoiceElsewhere, endedDelay, escapeRegExp, refuseWith, rememberCookieChoice, scrollDownTo, storedCookieChoice,
} from './support';

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
  // All closed at first.
  open: async (page) => ({ ...(await openDecided(page, '/faq')), openId: null as string | null }),
  drive: {
    // One question open at a time: a press opens it (closing another), or closes it when open.
    'accordion.toggle': async ({ id }, walk) => {
      walk.pressed = id;
      walk.openId = walk.openId === id ? null : id;
      await question(walk.page, id).click();
    },
  },
  async see(_expected, { page, pressed, openId }) {
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
  // The summary only, at first.
  open: async (page) => ({ ...(await openDecided(page, '/about')), expanded: false }),
  drive: {
    'disclosure.toggle': async (_event, walk) => {
      walk.pressed = 'read more';
      walk.expanded = !walk.expanded;
      await readMore(walk.page).click();
    },
  },
  async see(_expected, { page, pressed, expanded }) {
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

/** A page the menu walk visits: its address, and the heading that shows it has arrived. */
interface Visited { path: string; heading: string }

const PRIVACY: Visited = { path: '/privacy', heading: 'Privacy Policy' };
const ABOUT: Visited = { path: '/about', heading: 'About Acme Invest' };
const CHOSEN_PAGE: Visited = { path: CHOSEN.path, heading: 'Agriculture & Cannabis' };

interface MenuWalk {
  page: Page;
  /** The pages the visitor went through, the current one last (Back returns to the one before). */
  visited: Visited[];
  /** The last gesture leaves the focus on the menu's button. */
  focusOnButton: boolean;
  /** The menu is open: its button pressed (again closes it); any other gesture closes it. */
  open: boolean;
}

/**
 * The current page has arrived, not only its address: as a visitor does, the walk acts once the
 * page shows, since the address changes first and the menus close when the page comes.
 */
async function expectArrived({ page, visited }: MenuWalk) {
  const { path, heading } = visited.at(-1)!;
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(heading);
}

walkInBrowser('menu', {
  // The visitor came to About from another page, so the browser's Back has somewhere to go.
  async open(page): Promise<MenuWalk> {
    await openDecided(page, PRIVACY.path);
    await page.getByRole('navigation', { name: MAIN_NAVIGATION_LABEL }).getByRole('link', { name: HEADER_TEXTS.about, exact: true }).click();
    const walk: MenuWalk = { page, visited: [PRIVACY, ABOUT], focusOnButton: false, open: false };
    await expectArrived(walk);
    return walk;
  },
  drive: {
    'menu.toggle': async (_event, walk) => {
      walk.focusOnButton = true;
      walk.open = !walk.open;
      await sectorsButton(walk.page).click();
    },
    // From the first link of the open menu: Escape closes it and gives the focus back to the button.
    'key.escape': async (_event, walk) => {
      walk.focusOnButton = true;
      walk.open = false;
      await walk.page.keyboard.press('Tab');
      await expect((await sectorsPanel(walk.page)).getByRole('link').first()).toBeFocused();
      await walk.page.keyboard.press('Escape');
    },
    // Shift+Tab from the menu's button leaves the menu for the header item before it.
    'focus.outside': async (_event, walk) => {
      walk.focusOnButton = false;
      walk.open = false;
      await expect(sectorsButton(walk.page)).toBeFocused();
      await walk.page.keyboard.press('Shift+Tab');
    },
    // A press on the page's heading, outside the menu (and on nothing that takes the focus).
    'pointer.outside': async (_event, walk) => {
      walk.focusOnButton = false;
      walk.open = false;
      await main(walk.page).getByRole('heading', { level: 1 }).click();
    },
    'link.choose': async (_event, walk) => {
      walk.focusOnButton = false;
      walk.open = false;
      walk.visited.push(CHOSEN_PAGE);
      await (await sectorsPanel(walk.page)).getByRole('link', { name: new RegExp(`^${escapeRegExp(CHOSEN.name)}`) }).click();
    },
    // The browser's Back button: the route changes with the menu still open.
    'route.change': async (_event, walk) => {
      walk.focusOnButton = false;
      walk.open = false;
      walk.visited.pop();
      await walk.page.goBack();
    },
  },
  async see(_expected, walk) {
    const { page, focusOnButton, open } = walk;
    await expectArrived(walk);
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

interface ConsentWalk {
  page: Page;
  /** The choice stored (none on a first visit), and the banner: asking, reopened to review the choice, or closed once decided. */
  choice: { markets: boolean; analytics: boolean } | null;
  banner: 'asking' | 'reviewing' | 'decided';
}

/** A moment of the page's clock. */
const A_MOMENT_MS = 100;

/**
 * The visitor decides: `choice` is stored and the banner closes. The banner's code arrives at the
 * visitor's first input, so a first press on it is pressed again once it has (contract/earlyPress.ts),
 * on the page's clock: the walk lets that clock run, a moment at a time, until the choice is stored.
 * No named delay runs meanwhile.
 */
async function decide(walk: ConsentWalk, choice: ConsentWalk['choice'], press: () => Promise<void>) {
  walk.choice = choice;
  walk.banner = 'decided';
  await press();
  await expect.poll(async () => {
    await walk.page.clock.runFor(A_MOMENT_MS);
    return storedCookieChoice(walk.page);
  }).toEqual(choice);
}

walkInBrowser('consent', {
  // The walk's input: a first visit, nothing stored. The crypto/forex page also has the charts'
  // "Load market charts", which allows them from the page itself.
  async open(page): Promise<ConsentWalk> {
    await page.goto('/sectors/crypto-forex');
    return { page, choice: null, banner: 'asking' };
  },
  drive: {
    'consent.acceptAll': (_event, walk) => decide(walk, { markets: true, analytics: true }, () => banner(walk.page).getByRole('button', { name: CONSENT_TEXTS.acceptAll }).click()),
    'consent.rejectAll': (_event, walk) => decide(walk, { markets: false, analytics: false }, () => banner(walk.page).getByRole('button', { name: CONSENT_TEXTS.rejectAll }).click()),
    // The charts only: page-speed measurement stays as it was (off when nothing was chosen yet).
    'consent.grantMarkets': (_event, walk) =>
      decide(walk, { analytics: false, ...walk.choice, markets: true }, () => main(walk.page).getByRole('button', { name: MARKET_TEXTS.consentButton }).first().click()),
    'consent.review': (_event, walk) => {
      walk.banner = 'reviewing';
      return cookieSettings(walk.page).click();
    },
    'consent.keep': (_event, walk) => decide(walk, walk.choice, () => banner(walk.page).getByRole('button', { name: CONSENT_TEXTS.keepChoice }).click()),
    // Another tab's choice is this one's too; cleared there, the banner asks again.
    'consent.synced': ({ choice }, walk) => {
      walk.choice = choice;
      walk.banner = choice ? 'decided' : 'asking';
      return changeCookieChoiceElsewhere(walk.page, choice);
    },
  },
  async see(_expected, { page, choice, banner: shown }) {
    await expect.poll(() => storedCookieChoice(page)).toEqual(choice);
    if (shown === 'decided') {
      await expect(banner(page)).toBeHidden();
      return expect(cookieSettings(page)).toBeVisible();
    }
    // Asking: two equal choices; reopened from the footer, the earlier choice and a way to keep it.
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: CONSENT_TEXTS.acceptAll })).toBeEnabled();
    await expect(banner(page).getByRole('button', { name: CONSENT_TEXTS.rejectAll })).toBeEnabled();
    const reviewing = shown === 'reviewing';
    await expect(banner(page).getByRole('button', { name: CONSENT_TEXTS.keepChoice })).toHaveCount(reviewing ? 1 : 0);
    if (reviewing) await expect(banner(page)).toContainText(CONSENT_TEXTS.currentChoice(choice!.markets, choice!.analytics));
  },
});

// --- The certificate that animates in (reveal) ---------------------------------------------------

const certificateBox = (page: Page) => page.locator('[data-reveal]').filter({ has: page.getByRole('img', { name: CERTIFICATE_IMAGE_ALT }) });

/** Whether the visitor asked for reduced motion (the walk's input), as the browser is told. */
async function emulateMotion(page: Page, input: unknown) {
  const reduced = (input as { reducedMotion?: boolean } | undefined)?.reducedMotion === true;
  await page.emulateMedia({ reducedMotion: reduced ? 'reduce' : 'no-preference' });
  return reduced;
}

interface RevealWalk extends Pressing {
  shown: 'waiting' | 'revealed' | 'shown';
}

walkInBrowser('reveal', {
  // A short window (a laptop's, under the browser's toolbars): the certificate starts less than
  // half in view. In a taller one it is half in view from the start and animates in at once.
  // Transparent and shifted down until half of it is in view, then it fades and slides in
  // (revealed); under reduced motion it is simply there (shown).
  async open(page, input): Promise<RevealWalk> {
    await page.setViewportSize({ width: WIDE.width, height: 600 });
    const reduced = await emulateMotion(page, input);
    return { ...(await openDecided(page, '/certificates')), shown: reduced ? 'shown' : 'waiting' };
  },
  drive: {
    // The visitor scrolls down until half of the certificate is in view: it animates in once.
    visible: async (_event, walk) => {
      if (walk.shown === 'waiting') walk.shown = 'revealed';
      await scrollDownTo(walk.page, certificateBox(walk.page));
    },
  },
  async see(_expected, { page, shown }) {
    if (shown === 'waiting') {
      await expect(certificateBox(page)).not.toBeInViewport({ ratio: 0.5 });
      await expect(certificateBox(page)).toHaveCSS('opacity', '0');
      return expect(certificateBox(page)).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 24)');
    }
    if (shown === 'revealed') await expect(certificateBox(page)).toBeInViewport({ ratio: 0.5 });
    await expect(certificateBox(page)).toHaveCSS('opacity', '1');
    await expect(certificateBox(page)).toHaveCSS('transform', 'none');
  },
});

// --- The home page's figures (count-up) ----------------------------------------------------------

const statsSection = (page: Page) => page.getByRole('region', { name: STATS_HEADING });
/** The moving figure a sighted visitor sees (screen readers get the final one throughout). */
const shownFigure = (page: Page, id: string) => statsSection(page).getByTestId(`stat-${id}`);

/** The count's length (section 2: 2 s) and its frame: a figure moves a frame at a time, and reaches its end only with the count. */
const COUNT_MS = HOME_TIMERS.statsCountUp;
const FRAME_MS = DECIDED_TIMERS.countUpFrame;

interface CountWalk extends Pressing {
  /** Waiting for the visitor to scroll to the figures, counting, or done (the final figures); and how far the count has gone. */
  shown: 'waiting' | 'counting' | 'done';
  elapsedMs: number;
}

walkInBrowser('countUp', {
  // The figures count on the page's clock (stopped by the runner), so a figure changes only when
  // the walk moves the clock. Under reduced motion the final figures show at once.
  async open(page, input): Promise<CountWalk> {
    const reduced = await emulateMotion(page, input);
    const walk = await openDecided(page, '/');
    return { ...walk, shown: reduced ? 'done' : 'waiting', elapsedMs: reduced ? COUNT_MS : 0 };
  },
  drive: {
    // The visitor scrolls down to the figures: the count starts from nothing.
    visible: async (_event, walk) => {
      if (walk.shown === 'waiting') walk.shown = 'counting';
      await scrollDownTo(walk.page, statsSection(walk.page));
    },
  },
  async see(_expected, walk, moment) {
    const delay = endedDelay(moment);
    if (delay === 'countUpTick') walk.elapsedMs = Math.min(walk.elapsedMs + FRAME_MS, COUNT_MS - 1);
    if (delay === 'statsCountUpDuration') {
      walk.shown = 'done';
      walk.elapsedMs = COUNT_MS;
    }
    // Just before the count ends, the frames of the whole count have run since it started.
    const { beforeDelay } = moment;
    const elapsedMs = beforeDelay && delayNameOf(beforeDelay.event) === 'statsCountUpDuration'
      ? Math.min(Math.floor(beforeDelay.elapsedMs / FRAME_MS) * FRAME_MS, COUNT_MS - 1)
      : walk.elapsedMs;
    // Eased out (fast at first, gentle at the end), rounded down: the final figure only once done.
    const progress = 1 - (1 - elapsedMs / COUNT_MS) ** 3;
    for (const stat of MARKETING_STATS) {
      await expect(shownFigure(walk.page, stat.id)).toHaveText(statFigure(stat, Math.floor(stat.value * progress)));
    }
    if (walk.shown === 'counting') await expect(statsSection(walk.page)).toBeInViewport({ ratio: 0.5 });
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

/**
 * What the partner logos show: a page of them (`shown`, of so many a page), rotating unless
 * paused, or held while the pointer is over it or the focus in it.
 */
interface CarouselWalk extends Pressing {
  shown: number;
  pageSize: number;
  paused: boolean;
  hovered: boolean;
  focusWithin: boolean;
}

const pageCountOf = ({ pageSize }: CarouselWalk) => Math.ceil(PARTNER_NAMES.length / pageSize);

/** Another page of logos, counted round from the last to the first (and back). */
function turnTo(walk: CarouselWalk, target: number) {
  walk.shown = (target + pageCountOf(walk)) % pageCountOf(walk);
}

walkInBrowser('carousel', {
  // The walk's input is a narrow screen (3 logos a page). The clock stops once the page is up,
  // before the scroll to the logos, so they stay on their page until the walk says otherwise. Under reduced motion they
  // start paused.
  async open(page, input): Promise<CarouselWalk> {
    await page.setViewportSize(NARROW);
    const reduced = await emulateMotion(page, input);
    const walk = await openDecided(page, '/');
    await stopTheClock(page);
    await scrollDownTo(page, partners(page));
    return { ...walk, shown: 0, pageSize: PARTNER_LOGOS_PER_PAGE.narrow, paused: reduced, hovered: false, focusWithin: false };
  },
  drive: {
    'carousel.next': (_event, walk) => {
      turnTo(walk, walk.shown + 1);
      return press(control(walk.page, CAROUSEL_CONTROLS.next));
    },
    'carousel.prev': (_event, walk) => {
      turnTo(walk, walk.shown - 1);
      return press(control(walk.page, CAROUSEL_CONTROLS.previous));
    },
    'carousel.goto': ({ page: target }, walk) => {
      walk.shown = target;
      return press(control(walk.page, new RegExp(`^Show slide ${target + 1} of \\d+$`)));
    },
    'carousel.pause': (_event, walk) => {
      walk.paused = true;
      return press(rotationControl(walk.page, CAROUSEL_CONTROLS.pause));
    },
    'carousel.play': (_event, walk) => {
      walk.paused = false;
      return press(rotationControl(walk.page, CAROUSEL_CONTROLS.play));
    },
    'carousel.hover.start': (_event, walk) => {
      walk.hovered = true;
      return partners(walk.page).hover();
    },
    // The pointer leaves for the window's left edge, off the content.
    'carousel.hover.end': (_event, walk) => {
      walk.hovered = false;
      return walk.page.mouse.move(1, walk.page.viewportSize()!.height / 2);
    },
    // Keyboard focus arrives on the last control; Tab from there leaves the carousel.
    'carousel.focus.in': (_event, walk) => {
      walk.focusWithin = true;
      return control(walk.page, CAROUSEL_CONTROLS.next).focus();
    },
    'carousel.focus.out': (_event, walk) => {
      walk.focusWithin = false;
      return walk.page.keyboard.press('Tab');
    },
    // The screen turns or the window is resized across 768 px: the logo first on screen stays on screen.
    'carousel.pageSize': ({ pageSize }, walk) => {
      const wide = pageSize === PARTNER_LOGOS_PER_PAGE.wide;
      const firstShown = walk.shown * walk.pageSize;
      walk.pageSize = wide ? PARTNER_LOGOS_PER_PAGE.wide : PARTNER_LOGOS_PER_PAGE.narrow;
      walk.shown = Math.min(Math.floor(firstShown / walk.pageSize), pageCountOf(walk) - 1);
      return walk.page.setViewportSize(wide ? WIDE : NARROW);
    },
  },
  async see(_expected, walk, moment) {
    // The rotation's time on a page is up: the next one.
    if (endedDelay(moment) === 'rotationInterval') turnTo(walk, walk.shown + 1);
    const { page, shown, pageSize, focusWithin } = walk;
    const pageCount = pageCountOf(walk);
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
    const { paused } = walk;
    await expect(rotationControl(page, paused ? CAROUSEL_CONTROLS.play : CAROUSEL_CONTROLS.pause)).toBeVisible();
    await expect(rotationControl(page, paused ? CAROUSEL_CONTROLS.pause : CAROUSEL_CONTROLS.play)).toHaveCount(0);
    // A slide change is announced unless it is the automatic rotation.
    const rotating = !paused && !walk.hovered && !focusWithin;
    await expect(slide.locator('..')).toHaveAttribute('aria-live', rotating ? 'off' : 'polite');
    if (focusWithin) await expect(control(page, CAROUSEL_CONTROLS.next)).toBeFocused();
  },
});

// --- The crypto/forex page's chart grid (show more) ----------------------------------------------

const chartList = (page: Page) => main(page).getByRole('list', { name: MARKET_TEXTS.chartsLabel });

walkInBrowser('showMore', {
  // The walk's input is a narrow screen; the list starts short.
  async open(page) {
    await page.setViewportSize(NARROW);
    return { ...(await openDecided(page, '/sectors/crypto-forex')), wide: false, expanded: false };
  },
  drive: {
    'showMore.toggle': (_event, walk) => {
      walk.expanded = !walk.expanded;
      return main(walk.page).getByRole('button', { name: /^Show (more|fewer) charts$/ }).click();
    },
    'viewport.wide': (_event, walk) => {
      walk.wide = true;
      return walk.page.setViewportSize(WIDE);
    },
    'viewport.narrow': (_event, walk) => {
      walk.wide = false;
      return walk.page.setViewportSize(NARROW);
    },
  },
  async see(_expected, { page, wide, expanded }) {
    const count = expanded ? MARKET_CHART_COUNTS.all : wide ? MARKET_CHART_COUNTS.wide : MARKET_CHART_COUNTS.narrow;
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

type SlotShown = 'awaitingConsent' | 'loading' | 'ready' | 'unavailable';

/** A load ends (the widget up, or no data) only while the slots load. */
function loadEnds(walk: { shown: SlotShown }, next: SlotShown) {
  if (walk.shown === 'loading') walk.shown = next;
}

walkInBrowser('marketWidget', {
  // The walk's input: the visitor has not allowed the market widgets.
  async open(page) {
    await watchForTradingViewScripts(page);
    const widgets = await holdWidgetPages(page);
    const walk = await openDecided(page, '/sectors/crypto-forex');
    // The load timeout runs on the page's clock: stopped by the runner, only the walk's events end a load.
    return { ...walk, widgets, shown: 'awaitingConsent' as SlotShown };
  },
  drive: {
    'consent.granted': async (_event, walk) => {
      walk.shown = 'loading';
      walk.widgets.holdNext();
      await slots(walk.page).nth(1).getByRole('button', { name: MARKET_TEXTS.consentButton }).click();
    },
    // Cookie settings in the footer reopens the banner; Reject all takes the permission back.
    'consent.withdrawn': async (_event, walk) => {
      walk.shown = 'awaitingConsent';
      await cookieSettings(walk.page).click();
      await banner(walk.page).getByRole('button', { name: CONSENT_TEXTS.rejectAll }).click();
    },
    'widget.loaded': (_event, walk) => {
      loadEnds(walk, 'ready');
      return walk.widgets.endAll(loadFakeWidget);
    },
    'widget.failed': (_event, walk) => {
      loadEnds(walk, 'unavailable');
      return walk.widgets.endAll(noDataFakeWidget);
    },
  },
  async see(_expected, walk, moment) {
    // A load that takes too long gives up.
    if (endedDelay(moment) === 'widgetLoadTimeout') loadEnds(walk, 'unavailable');
    const { page, shown: state } = walk;
    await expect(slots(page)).toHaveCount(SLOTS);
    const slotTexts: Record<string, string> = {
      awaitingConsent: MARKET_TEXTS.consentTitle,
      loading: MARKET_TEXTS.loading,
      unavailable: MARKET_TEXTS.unavailableTitle,
    };
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

/**
 * What a form shows besides its fields, by the walk's own account: as typed (clean), refused for a
 * blank field (the contact form's alert), locked while it is sent, failed with the server's words,
 * or its success note (5 s, then clean again).
 */
type FormShown = 'clean' | 'invalid' | 'submitting' | 'failed' | 'succeeded';

/** A form walk counts the submits it made: each should reach the server once, and nothing else. */
interface FormWalk extends Pressing {
  api: Api;
  submits: number;
  shown: FormShown;
  /** The server's words for the last failed submit. */
  failure: string | null;
}
type Api = Awaited<ReturnType<typeof holdApi>>;

async function openWithApi(page: Page, path: string, endpoints: Parameters<typeof holdApi>[1]): Promise<FormWalk> {
  const api = await holdApi(page, endpoints);
  return { ...(await openDecided(page, path)), api, submits: 0, shown: 'clean', failure: null };
}

/** A press on the submit button: a filled form is sent (once), otherwise the form shows `refused`. */
function pressSubmit(walk: FormWalk, filled: boolean, refused: FormShown) {
  if (!filled) {
    walk.shown = refused;
    return;
  }
  walk.shown = 'submitting';
  walk.submits += 1;
}

/**
 * The server takes the submit (answering `output`): its success note shows (for its 5 s), and the
 * walk's account of what was typed is `emptied` (the form is empty again).
 */
function accepted<W extends FormWalk>(walk: W, endpoint: string, output: unknown, emptied: Partial<Omit<W, keyof FormWalk>>) {
  Object.assign(walk, emptied);
  walk.shown = 'succeeded';
  return walk.api.answer(endpoint, 200, output);
}

/** The server refuses the submit (400) with the error's words: they show, and the form keeps what was typed. */
const refuseSubmit = (walk: FormWalk, endpoint: string, error: Error) => refuseWith(walk, endpoint, error, 400, 'failed');

/** The success note's time (5 s) is up: the form is as typed again. */
function noteTimeUp(walk: FormWalk, moment: Moment) {
  if (endedDelay(moment) === 'messageDisplay' && walk.shown === 'succeeded') walk.shown = 'clean';
}

/**
 * What both forms show besides their fields: the submit button (busy while sending), the error
 * of a refused or failed submit (an alert) and the success note.
 */
async function seeForm(form: Locator, { shown, failure }: FormWalk, copy: { submit: string; submitting: string; success: string; invalid?: string }) {
  const submitting = shown === 'submitting';
  const submit = form.getByRole('button', { name: new RegExp(`^(${copy.submit}|${copy.submitting})$`) });
  await expect(submit).toHaveText(submitting ? copy.submitting : copy.submit);
  await expect(submit).toBeEnabled({ enabled: !submitting });
  const error = shown === 'invalid' ? copy.invalid! : shown === 'failed' ? failure! : null;
  await expect(form.getByRole('alert')).toHaveText(error ? [error] : []);
  await expect(form.getByRole('status')).toHaveText(shown === 'succeeded' ? [copy.success] : []);
}

const CONTACT = 'POST /management/contact/';
const contactForm = (page: Page) => page.getByRole('form', { name: CONTACT_FORM.heading });
const CONTACT_LABELS: Record<keyof ContactFields, string> = {
  name: CONTACT_FORM.nameLabel,
  email: CONTACT_FORM.emailLabel,
  message: CONTACT_FORM.messageLabel,
};
const NO_FIELDS: ContactFields = { name: '', email: '', message: '' };

walkInBrowser('contact', {
  open: async (page) => ({ ...(await openWithApi(page, '/contact', [CONTACT])), fields: NO_FIELDS }),
  drive: {
    'form.change': ({ field, value }, walk) => {
      walk.fields = { ...walk.fields, [field]: value };
      return contactForm(walk.page).getByLabel(CONTACT_LABELS[field]).fill(value);
    },
    // Every field must hold more than spaces, or nothing is sent and the form says so.
    'form.submit': (_event, walk) => {
      pressSubmit(walk, Object.values(walk.fields).every((value) => value.trim() !== ''), 'invalid');
      return contactForm(walk.page).getByRole('button', { name: CONTACT_FORM.submit }).click();
    },
    // A success empties the form; a refusal keeps what was typed.
    'xstate.done.actor.sendMessage': ({ output }, walk) => accepted(walk, CONTACT, output, { fields: NO_FIELDS }),
    'xstate.error.actor.sendMessage': ({ error }, walk) => refuseSubmit(walk, CONTACT, error),
  },
  async see(_expected, walk, moment) {
    noteTimeUp(walk, moment);
    const { fields } = walk;
    for (const [field, label] of Object.entries(CONTACT_LABELS)) {
      await expect(contactForm(walk.page).getByLabel(label)).toHaveValue(fields[field as keyof ContactFields]);
    }
    await seeForm(contactForm(walk.page), walk, CONTACT_FORM);
    // Each submit of a filled form posts the fields, trimmed; a refused one posts nothing.
    await expect.poll(() => walk.api.bodiesTo(CONTACT).length).toBe(walk.submits);
    if (walk.shown === 'submitting') {
      await expect.poll(() => walk.api.bodiesTo(CONTACT).at(-1)).toEqual({ name: fields.name.trim(), email: fields.email.trim(), message: fields.message.trim() });
    }
  },
});

const SUBSCRIBE = 'POST /management/subscribe/';
const newsletter = (page: Page) => page.getByRole('form', { name: NEWSLETTER_FORM.title });

walkInBrowser('subscribe', {
  // The footer is on every public page; a short one. The visitor goes down to it (here with the
  // keyboard): its form answers from there.
  open: async (page) => {
    const walk = { ...(await openWithApi(page, '/privacy', [SUBSCRIBE])), email: '' };
    await page.keyboard.press('End');
    return walk;
  },
  drive: {
    'form.change': ({ value }, walk) => {
      walk.email = value;
      return newsletter(walk.page).getByLabel(NEWSLETTER_FORM.emailLabel).fill(value);
    },
    // The address is a required field: the browser sends nothing without one.
    'form.submit': (_event, walk) => {
      pressSubmit(walk, walk.email.trim() !== '', walk.shown);
      return newsletter(walk.page).getByRole('button', { name: NEWSLETTER_FORM.submit }).click();
    },
    // A success empties the field; a failure keeps the address.
    'xstate.done.actor.subscribe': ({ output }, walk) => accepted(walk, SUBSCRIBE, output, { email: '' }),
    'xstate.error.actor.subscribe': ({ error }, walk) => refuseSubmit(walk, SUBSCRIBE, error),
  },
  async see(_expected, walk, moment) {
    noteTimeUp(walk, moment);
    const { email } = walk;
    await expect(newsletter(walk.page).getByLabel(NEWSLETTER_FORM.emailLabel)).toHaveValue(email);
    await seeForm(newsletter(walk.page), walk, NEWSLETTER_FORM);
    await expect.poll(() => walk.api.bodiesTo(SUBSCRIBE).length).toBe(walk.submits);
    if (walk.shown === 'submitting') await expect.poll(() => walk.api.bodiesTo(SUBSCRIBE).at(-1)).toEqual({ email: email.trim() });
  },
});
