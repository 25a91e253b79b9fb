import { memo, useEffect, useId, useMemo, type FocusEvent, type ReactElement, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import type { CarouselIntervalName } from '../../machines/ui/carousel.machine';
import { carouselCopy } from '../content/carousel';
import { pagesOf, useCarousel } from './carousel.flow';
import { ChevronIcon, PauseIcon, PlayIcon } from '../components/marketing/icons';
import { useMediaQuery, WIDE_QUERY } from '../components/marketing/useMediaQuery';
import { WithMotionPreference } from '../components/marketing/useReducedMotion';

export type CarouselTone = 'light' | 'dark';

export interface CarouselProps<T> {
  /** Accessible name of the carousel region, also read after "Pause"/"Play". */
  label: string;
  items: readonly T[];
  /** Which TIMERS entry sets the rotation speed (heroInterval, testimonialInterval, ...). */
  interval: CarouselIntervalName;
  /** Items per slide: a number, or one per layout (narrow below 768 px, wide from 768 px). */
  pageSize?: number | { narrow: number; wide: number };
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => string;
  /** Colours of the controls: dark text on light backgrounds, or light on dark. */
  tone?: CarouselTone;
  /** Where the control bar sits: below the slides, or over their top-right corner (pictures). */
  controlsPlacement?: 'below' | 'overlay';
  className?: string;
  /** The region's id (a part that hydrates on its own finds its prerendered element by it). */
  id?: string;
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Region = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  position: relative;
`;

const Slides = styled.div`
  order: 1;
  display: grid;
`;

const Slide = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  animation: ${fadeIn} 0.45s ease both;
  &[hidden] { display: none; }
`;

const Controls = styled.div<{ $tone: CarouselTone; $overlay: boolean }>`
  order: 2;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.color.onDark : theme.color.navy)};
  ${({ $overlay, theme }) =>
    $overlay &&
    css`
      position: absolute;
      top: ${theme.space.md};
      right: ${theme.space.md};
      z-index: 2;
      padding: ${theme.space.xs};
      border-radius: ${theme.radius.pill};
      background: rgba(7, 20, 40, 0.72);
      color: ${theme.color.onDark};
    `}
`;

const ControlButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1.5px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  cursor: pointer;
  &:hover { background: rgba(127, 127, 127, 0.16); }
`;

const StepButton = styled(ControlButton)`
  padding: 0;
`;

const Dots = styled.span`
  display: inline-flex;
  margin-right: auto;
`;

/** A page button: a 24 px target (WCAG 2.5.8) around the small dot it shows; the current one is wide. */
const Dot = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 24px;
  height: 24px;
  padding: 0 3px;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &::before {
    content: '';
    width: ${({ $active }) => ($active ? '22px' : '8px')};
    height: 8px;
    border-radius: 4px;
    background: currentColor;
    opacity: ${({ $active }) => ($active ? 1 : 0.35)};
    transition: width 0.3s ease, opacity 0.3s ease;
  }
  &:hover::before { opacity: 1; }
`;

/** Marks the play/pause button, whose focus does not hold the rotation (APG carousel). */
const ROTATION_CONTROL = 'data-rotation-control';

/**
 * A carousel after the WAI-ARIA APG pattern, driven by the carousel statechart: it rotates on
 * the named interval, holds while hovered or focused, has a visible Pause/Play button and
 * Previous/Next buttons, labels each slide "n of N", announces changes politely only while not
 * rotating, and starts paused under `prefers-reduced-motion`. With the controls below the
 * slides, a dot per page shows where the carousel is and goes to that page. Reused by the hero,
 * testimonials, partner logos, the quote and the sector slideshows.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  return <WithMotionPreference>{(reducedMotion) => <RotatingCarousel {...props} reducedMotion={reducedMotion} />}</WithMotionPreference>;
}

function RotatingCarousel<T>({
  label,
  items,
  interval,
  pageSize = 1,
  renderItem,
  itemKey,
  tone = 'light',
  controlsPlacement = 'below',
  className,
  id,
  reducedMotion,
}: CarouselProps<T> & { reducedMotion: boolean }) {
  const isWide = useMediaQuery(WIDE_QUERY);
  const wantedPageSize = typeof pageSize === 'number' ? pageSize : isWide ? pageSize.wide : pageSize.narrow;
  const carousel = useCarousel({ itemCount: items.length, pageSize: wantedPageSize, interval, reducedMotion });
  const { view, changePageSize } = carousel;
  const slidesId = useId();

  useEffect(() => {
    changePageSize(wantedPageSize);
  }, [changePageSize, wantedPageSize]);

  // The same pages while the items and the page size stay: slides that did not change skip rendering.
  const pages = useMemo(() => pagesOf(items, view.pageSize), [items, view.pageSize]);
  const rotationWord = view.pausedByUser ? carouselCopy.play : carouselCopy.pause;

  function handleFocus(event: FocusEvent<HTMLElement>) {
    // Focus on Pause/Play does not hold the rotation: to the carousel it is focus gone elsewhere.
    const onRotationControl = event.target instanceof Element && event.target.closest(`[${ROTATION_CONTROL}]`);
    if (onRotationControl) carousel.focusLeave();
    else carousel.focusEnter();
  }

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.focusLeave();
  }

  return (
    <Region
      id={id}
      className={className}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={carousel.pointerEnter}
      onMouseLeave={carousel.pointerLeave}
      onFocus={handleFocus}
      onBlur={handleBlur}
    >
      <Controls $tone={tone} $overlay={controlsPlacement === 'overlay'}>
        {controlsPlacement === 'below' ? (
          <Dots>
            {pages.map((_, index) => (
              <Dot
                key={index}
                type="button"
                aria-controls={slidesId}
                aria-label={carouselCopy.showSlide(index + 1, pages.length)}
                aria-current={index === view.page ? 'true' : undefined}
                $active={index === view.page}
                onClick={() => carousel.showPage(index)}
              />
            ))}
          </Dots>
        ) : null}
        <ControlButton
          type="button"
          {...{ [ROTATION_CONTROL]: '' }}
          // The name starts with the visible word and says which carousel: "Pause Investor testimonials".
          aria-label={`${rotationWord} ${label}`}
          onClick={view.pausedByUser ? carousel.play : carousel.pause}
        >
          {view.pausedByUser ? <PlayIcon /> : <PauseIcon />}
          {rotationWord}
        </ControlButton>
        <StepButton type="button" aria-controls={slidesId} onClick={carousel.previous}>
          <ChevronIcon direction="left" />
          <span className="visually-hidden">{carouselCopy.previous}</span>
        </StepButton>
        <StepButton type="button" aria-controls={slidesId} onClick={carousel.next}>
          <ChevronIcon direction="right" />
          <span className="visually-hidden">{carouselCopy.next}</span>
        </StepButton>
      </Controls>
      <Slides id={slidesId} aria-live={view.rotating ? 'off' : 'polite'}>
        {pages.map((pageItems, pageIndex) => (
          <CarouselSlide
            key={pageIndex}
            pageItems={pageItems}
            pageIndex={pageIndex}
            pageCount={pages.length}
            pageSize={view.pageSize}
            hidden={pageIndex !== view.page}
            renderItem={renderItem}
            itemKey={itemKey}
          />
        ))}
      </Slides>
    </Region>
  );
}

interface SlideProps<T> {
  pageItems: readonly T[];
  pageIndex: number;
  pageCount: number;
  pageSize: number;
  hidden: boolean;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => string;
}

/**
 * One slide. Memoised: a step renders the slide that hides and the one that shows, not every
 * picture of the carousel (the Next click's INP).
 */
const CarouselSlide = memo(function CarouselSlide<T>({ pageItems, pageIndex, pageCount, pageSize, hidden, renderItem, itemKey }: SlideProps<T>) {
  return (
    <Slide role="group" aria-roledescription="slide" aria-label={carouselCopy.slideLabel(pageIndex + 1, pageCount)} hidden={hidden} $columns={pageSize}>
      {pageItems.map((item, offset) => {
        const index = pageIndex * pageSize + offset;
        return <div key={itemKey(item, index)}>{renderItem(item, index)}</div>;
      })}
    </Slide>
  );
}) as <T>(props: SlideProps<T>) => ReactElement;
