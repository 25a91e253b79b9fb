import { expect, onTestFinished } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderRoute } from '../../support/renderRoute';
import { walkScreen } from '../../support/walk/walk';
import { soon } from '../../support/walk/clock';
import { fakeIntersectionObserver } from '../home-browser-fakes';
import { viewport, WIDE_PX } from './marketingSupport';
import type { RevealInput } from '../../../machines/ui/reveal.machine';

/** The certificates page's certificate, which animates in once half of it is in view. */
const certificate = () => screen.getByRole('img', { name: /Certificate of incorporation/ });
const revealBox = () => certificate().closest<HTMLElement>('[data-reveal]')!;

interface Page {
  inView: ReturnType<typeof fakeIntersectionObserver>;
  /**
   * How the certificate looks, by the walk's own account: under reduced motion simply there from
   * the start; otherwise waiting until half of it is in view, then revealed.
   */
  look: 'waiting' | 'revealed' | 'shown';
}

walkScreen<Page>('reveal', {
  async mount({ strict, input }) {
    // The walk's input is the visitor's motion preference, which the page reads from matchMedia.
    const { reducedMotion } = input as RevealInput;
    viewport({ width: WIDE_PX, reducedMotion });
    const inView = fakeIntersectionObserver();
    onTestFinished(inView.restore);
    await renderRoute('/certificates', { strict });
    return { inView, look: reducedMotion ? 'shown' : 'waiting' };
  },
  drive: {
    // The visitor scrolls until half of the certificate is in view.
    visible: async (_event, page) => {
      await act(() => page.inView.show(revealBox(), 0.5));
      page.look = 'revealed';
    },
  },
  async see(_expected, page) {
    // Transparent and shifted down until half of it is in view, then it fades and slides in; under
    // reduced motion it is simply there, with no movement at all.
    const look = () => {
      const style = getComputedStyle(revealBox());
      return { opacity: style.opacity, transform: style.transform, transition: style.transition.replace(/,\s*/g, ', ') };
    };
    const expectedLook = {
      waiting: { opacity: '0', transform: 'translateY(24px)', transition: '' },
      revealed: { opacity: '1', transform: 'none', transition: 'opacity 0.6s ease, transform 0.6s ease' },
      shown: { opacity: '1', transform: 'none', transition: '' },
    }[page.look];
    await soon(() => expect(look()).toEqual(expectedLook));
    if (page.look === 'waiting') expect(certificate()).not.toBeVisible();
    else expect(certificate()).toBeVisible();
  },
});
