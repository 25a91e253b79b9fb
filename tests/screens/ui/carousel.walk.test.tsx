import { expect } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { CarouselContext, CarouselInput } from '../../../machines/ui/carousel.machine';
import { PARTNER_LOGOS_PER_PAGE, PARTNER_NAMES } from '../../oracle/marketing';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { delayEnded } from '../../support/walk/moment';
import { NARROW_PX, WIDE_PX, viewport } from './marketingSupport';

/**
 * The carousel, walked through the home page's partner logos: the one carousel whose page size
 * changes (3 logos a page below 768 px, 5 from 768 px), so every transition of the statechart
 * shows there. The other carousels (hero, testimonials, quote, sector slideshows) are the same
 * component with another interval.
 *
 * A mouse click on a control is three events of the statechart at once (the pointer enters:
 * hover.start; the button takes the focus: focus.in; then the press), and the graph takes them
 * one at a time. So the walk presses controls the way assistive technology does (a screen
 * reader's or voice control's "press": a click, with neither the pointer nor the focus moving),
 * and moves the pointer (user-event hover) and the keyboard focus (focus, Tab) in gestures of
 * their own.
 */
const NAME = 'Partner logos';

interface CarouselWalk {
  user: UserEvent;
  media: ReturnType<typeof viewport>;
  /** The carousel's region, found once: a query by role over the whole home page is slow. */
  region: HTMLElement;
  /**
   * By the walk's own account (never the machine's): the page shown and the logos a page, paused
   * (by the user, or from the start under reduced motion), and the pointer or the keyboard focus
   * on it, either of which holds the rotation.
   */
  page: number;
  pageSize: number;
  paused: boolean;
  hovered: boolean;
  focusWithin: boolean;
}

const pageCount = (pageSize: number) => Math.ceil(PARTNER_NAMES.length / pageSize);
/** Moves to `page` (from the current one), wrapping around at either end. */
function showPage(walk: CarouselWalk, page: number) {
  const count = pageCount(walk.pageSize);
  walk.page = (page + count) % count;
}

const control = (walk: CarouselWalk, name: string | RegExp) => within(walk.region).getByRole('button', { name });
const slides = (walk: CarouselWalk) => within(walk.region).getAllByRole('group', { hidden: true });

/** Presses a control as assistive technology does: a click, with no pointer move and no focus. */
async function press(button: HTMLElement) {
  await act(async () => {
    button.click();
  });
}

walkScreen('carousel', {
  async mount({ strict, input, user }): Promise<CarouselWalk> {
    const { reducedMotion = false } = input as CarouselInput;
    // The examples start on a narrow screen: 3 logos a page.
    const media = viewport({ width: NARROW_PX, reducedMotion });
    await renderRoute('/', { strict });
    return {
      user, media, region: screen.getByRole('region', { name: NAME }),
      page: 0, pageSize: PARTNER_LOGOS_PER_PAGE.narrow, paused: reducedMotion, hovered: false, focusWithin: false,
    };
  },
  instance: (snapshot) => (snapshot.context as CarouselContext).interval === 'partnerInterval',
  drive: {
    'carousel.next': async (_event, walk) => {
      await press(control(walk, 'Next'));
      showPage(walk, walk.page + 1);
    },
    'carousel.prev': async (_event, walk) => {
      await press(control(walk, 'Previous'));
      showPage(walk, walk.page - 1);
    },
    'carousel.goto': async ({ page }, walk) => {
      await press(control(walk, new RegExp(`^Show slide ${page + 1} of \\d+$`)));
      walk.page = page;
    },
    'carousel.pause': async (_event, walk) => {
      await press(control(walk, `Pause ${NAME}`));
      walk.paused = true;
    },
    'carousel.play': async (_event, walk) => {
      await press(control(walk, `Play ${NAME}`));
      walk.paused = false;
    },
    'carousel.hover.start': async (_event, walk) => {
      await walk.user.hover(walk.region);
      walk.hovered = true;
    },
    'carousel.hover.end': async (_event, walk) => {
      await walk.user.unhover(walk.region);
      walk.hovered = false;
    },
    // Keyboard focus arrives on the last control; Tab from there leaves the carousel.
    'carousel.focus.in': async (_event, walk) => {
      await act(() => control(walk, 'Next').focus());
      walk.focusWithin = true;
    },
    'carousel.focus.out': async (_event, walk) => {
      await walk.user.tab();
      walk.focusWithin = false;
    },
    // The page that holds the first logo shown before stays in view.
    'carousel.pageSize': async ({ pageSize }, walk) => {
      await act(() => walk.media.setWidth(pageSize === PARTNER_LOGOS_PER_PAGE.wide ? WIDE_PX : NARROW_PX));
      const firstShown = walk.page * walk.pageSize;
      walk.pageSize = pageSize;
      walk.page = Math.floor(firstShown / pageSize);
    },
  },
  async see(_expected, walk, moment) {
    // The rotation's interval is up (its boundary step still shows the page before): the next page.
    if (delayEnded(moment)) showPage(walk, walk.page + 1);
    const { page, pageSize, focusWithin, paused } = walk;
    const rotating = !paused && !walk.hovered && !focusWithin;
    const labels = Array.from({ length: pageCount(pageSize) }, (_, index) => `${index + 1} of ${pageCount(pageSize)}`);
    // One slide a page, "n of N", only the current one shown, with its logos.
    await soon(() => {
      expect(slides(walk).map((slide) => slide.getAttribute('aria-label'))).toEqual(labels);
      slides(walk).forEach((slide, index) => (index === page ? expect(slide).toBeVisible() : expect(slide).not.toBeVisible()));
    });
    const shown = slides(walk)[page]!;
    const logos = within(shown).getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(PARTNER_NAMES.slice(page * pageSize, (page + 1) * pageSize));
    for (const logo of logos) {
      expect(logo).toHaveAttribute('loading', 'lazy');
      expect(logo).toHaveAttribute('width');
      expect(logo).toHaveAttribute('height');
    }
    // A dot per page; the current one says so.
    const dots = within(walk.region).getAllByRole('button', { name: /^Show slide \d+ of \d+$/ });
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(labels.map((label) => `Show slide ${label}`));
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(dots.map((_, index) => (index === page ? 'true' : null)));
    // Pause while it plays, Play once paused (by the user or by reduced motion).
    expect(control(walk, `${paused ? 'Play' : 'Pause'} ${NAME}`)).toBeVisible();
    expect(within(walk.region).queryByRole('button', { name: `${paused ? 'Pause' : 'Play'} ${NAME}` })).not.toBeInTheDocument();
    // Slide changes are announced only when they are not the automatic rotation.
    expect(shown.parentElement).toHaveAttribute('aria-live', rotating ? 'off' : 'polite');
    if (focusWithin) expect(control(walk, 'Next')).toHaveFocus();
    else expect(walk.region).not.toContainElement(document.activeElement as HTMLElement | null);
  },
});
