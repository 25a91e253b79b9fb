import { expect } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { CarouselContext, CarouselInput } from '../../../machines/ui/carousel.machine';
import { PARTNER_NAMES } from '../../oracle/marketing';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen, type UserEvent } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
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
    return { user, media, region: screen.getByRole('region', { name: NAME }) };
  },
  instance: (snapshot) => (snapshot.context as CarouselContext).interval === 'partnerInterval',
  drive: {
    'carousel.next': (_event, walk) => press(control(walk, 'Next')),
    'carousel.prev': (_event, walk) => press(control(walk, 'Previous')),
    'carousel.goto': ({ page }, walk) => press(control(walk, new RegExp(`^Show slide ${page + 1} of \\d+$`))),
    'carousel.pause': (_event, walk) => press(control(walk, `Pause ${NAME}`)),
    'carousel.play': (_event, walk) => press(control(walk, `Play ${NAME}`)),
    'carousel.hover.start': (_event, walk) => walk.user.hover(walk.region),
    'carousel.hover.end': (_event, walk) => walk.user.unhover(walk.region),
    // Keyboard focus arrives on the last control; Tab from there leaves the carousel.
    'carousel.focus.in': (_event, walk) => act(() => control(walk, 'Next').focus()),
    'carousel.focus.out': (_event, walk) => walk.user.tab(),
    'carousel.pageSize': ({ pageSize }, walk) => act(() => walk.media.setWidth(pageSize === 5 ? WIDE_PX : NARROW_PX)),
  },
  async see(expected, walk) {
    const { page, pageSize, focusWithin } = expected.context as CarouselContext;
    const pageCount = Math.ceil(PARTNER_NAMES.length / pageSize);
    const labels = Array.from({ length: pageCount }, (_, index) => `${index + 1} of ${pageCount}`);
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
    const paused = expected.matches('paused');
    expect(control(walk, `${paused ? 'Play' : 'Pause'} ${NAME}`)).toBeVisible();
    expect(within(walk.region).queryByRole('button', { name: `${paused ? 'Pause' : 'Play'} ${NAME}` })).not.toBeInTheDocument();
    // Slide changes are announced only when they are not the automatic rotation.
    expect(shown.parentElement).toHaveAttribute('aria-live', expected.matches({ playing: 'rotating' }) ? 'off' : 'polite');
    if (focusWithin) expect(control(walk, 'Next')).toHaveFocus();
    else expect(walk.region).not.toContainElement(document.activeElement as HTMLElement | null);
  },
});
