import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { usePrefersReducedMotion } from '../../lib/use-media-query';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../icons';
import { canCarouselMove, isCarouselLooping, stepPosition, wrapPosition } from './carousel-logic';
import './carousel.css';

const SWIPE_THRESHOLD_PX = 40;

export interface CarouselProps<Item> {
  items: readonly Item[];
  getKey: (item: Item) => string | number;
  renderSlide: (item: Item, index: number) => ReactNode;
  /** Accessible name of the carousel region. */
  label: string;
  slidesPerView?: number;
  /** Space between slides, in pixels. */
  gap?: number;
  isLoopRequested?: boolean;
  /** Duration of one move; reduced motion makes it instant. */
  speedMs?: number;
  /** Delay between automatic moves; autoplay keeps going after the visitor moves the carousel. */
  autoplayMs?: number;
  hasPagination?: boolean;
  hasArrows?: boolean;
  className?: string;
}

interface TrackSlide<Item> {
  item: Item;
  index: number;
  key: string;
}

function buildTrack<Item>(
  items: readonly Item[],
  getKey: (item: Item) => string | number,
  cloneCount: number,
): TrackSlide<Item>[] {
  const slides = items.map((item, index) => ({ item, index, key: `slide-${getKey(item)}` }));
  if (cloneCount === 0) {
    return slides;
  }
  const before = slides.slice(-cloneCount).map((slide) => ({ ...slide, key: `before-${slide.key}` }));
  const after = slides.slice(0, cloneCount).map((slide) => ({ ...slide, key: `after-${slide.key}` }));
  return [...before, ...slides, ...after];
}

/** A swipe of at least SWIPE_THRESHOLD_PX moves the carousel one slide, against the swipe's direction. */
function useSwipe(step: (delta: number) => void) {
  const pointerStartX = useRef<number | null>(null);
  return {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      pointerStartX.current = event.clientX;
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      const startX = pointerStartX.current;
      pointerStartX.current = null;
      if (startX === null) {
        return;
      }
      const distance = event.clientX - startX;
      if (Math.abs(distance) >= SWIPE_THRESHOLD_PX) {
        step(distance < 0 ? 1 : -1);
      }
    },
  };
}

/** The previous and next buttons. */
function CarouselArrows({ onStep }: { onStep: (delta: number) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className="carousel__arrow carousel__arrow--previous"
        aria-label={t('carousel.previous')}
        onClick={() => onStep(-1)}
      >
        <ChevronLeftIcon />
      </button>
      <button
        type="button"
        className="carousel__arrow carousel__arrow--next"
        aria-label={t('carousel.next')}
        onClick={() => onStep(1)}
      >
        <ChevronRightIcon />
      </button>
    </>
  );
}

/** The autoplay's pause and play (when it plays) and a bullet per slide. */
function CarouselControls({
  count,
  activeIndex,
  keyOf,
  onGoTo,
  autoplay,
}: {
  count: number;
  activeIndex: number;
  keyOf: (index: number) => string | number;
  onGoTo: (index: number) => void;
  autoplay: { isStopped: boolean; onToggle: () => void } | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="carousel__controls">
      {autoplay !== null ? (
        <button
          type="button"
          className="carousel__autoplay"
          aria-label={autoplay.isStopped ? t('carousel.play') : t('carousel.pause')}
          onClick={autoplay.onToggle}
        >
          {autoplay.isStopped ? <PlayIcon /> : <PauseIcon />}
        </button>
      ) : null}
      <div className="carousel__pagination">
        {Array.from({ length: count }, (_, index) => (
          <button
            key={keyOf(index)}
            type="button"
            className="carousel__bullet"
            aria-label={t('carousel.goToSlide', { number: index + 1 })}
            aria-current={index === activeIndex ? 'true' : undefined}
            onClick={() => onGoTo(index)}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * A carousel of `slidesPerView` slides in view: arrow buttons, clickable pagination, arrow keys, swipe,
 * seamless looping through clones, and autoplay that pauses while focus is inside or when paused by the
 * visitor. Reduced motion turns animation and autoplay off.
 */
export function Carousel<Item>({
  items,
  getKey,
  renderSlide,
  label,
  slidesPerView = 1,
  gap = 0,
  isLoopRequested = true,
  speedMs = 300,
  autoplayMs,
  hasPagination = false,
  hasArrows = true,
  className,
}: CarouselProps<Item>) {
  const { t } = useTranslation();
  const prefersReducedMotion = usePrefersReducedMotion();
  const count = items.length;
  const isLooping = isCarouselLooping(count, slidesPerView, isLoopRequested);
  const canMove = canCarouselMove(count, slidesPerView);
  const speed = prefersReducedMotion ? 0 : speedMs;

  const [position, setPosition] = useState(0);
  const [isInstant, setIsInstant] = useState(false);
  const [hasFocusInside, setHasFocusInside] = useState(false);
  const [isStoppedByVisitor, setIsStoppedByVisitor] = useState(false);

  const step = useCallback(
    (delta: number) => {
      if (!canMove) {
        return;
      }
      setIsInstant(false);
      setPosition((current) => stepPosition(current, delta, count, slidesPerView, isLooping));
    },
    [canMove, count, slidesPerView, isLooping],
  );

  const goTo = (index: number) => {
    setIsInstant(false);
    setPosition(index);
  };

  // After a move onto a clone, jump without animation to the real slide it copies.
  useEffect(() => {
    if (!isLooping || (position >= 0 && position < count)) {
      return undefined;
    }
    const timer = window.setTimeout(() => {
      setIsInstant(true);
      setPosition(wrapPosition(position, count));
    }, speed);
    return () => window.clearTimeout(timer);
  }, [position, isLooping, count, speed]);

  const isAutoplaying =
    autoplayMs !== undefined && canMove && !prefersReducedMotion && !hasFocusInside && !isStoppedByVisitor;

  // Restarting the timer on every position change keeps autoplay going after the visitor moves the carousel.
  useEffect(() => {
    if (!isAutoplaying) {
      return undefined;
    }
    const timer = window.setTimeout(() => {
      if (!document.hidden) {
        step(1);
      }
    }, autoplayMs);
    return () => window.clearTimeout(timer);
  }, [isAutoplaying, autoplayMs, position, step]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    }
  };

  const swipe = useSwipe(step);

  const cloneCount = isLooping ? slidesPerView : 0;
  const track = buildTrack(items, getKey, cloneCount);
  const firstVisible = position + cloneCount;
  const activeIndex = wrapPosition(position, count);
  const gapTotal = (slidesPerView - 1) * gap;

  return (
    <section
      className={['carousel', className].filter(Boolean).join(' ')}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={() => setHasFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) {
          setHasFocusInside(false);
        }
      }}
    >
      <div className="carousel__viewport" onPointerDown={swipe.onPointerDown} onPointerUp={swipe.onPointerUp}>
        <div
          className="carousel__track"
          aria-live={isAutoplaying ? 'off' : 'polite'}
          style={{
            '--carousel-per-view': slidesPerView,
            '--carousel-gap': `${gap}px`,
            transform: `translateX(calc(${-firstVisible} * ((100% - ${gapTotal}px) / ${slidesPerView} + ${gap}px)))`,
            transition: isInstant || speed === 0 ? 'none' : `transform ${speed}ms ease`,
          }}
        >
          {track.map((slide, trackIndex) => {
            const isVisible = trackIndex >= firstVisible && trackIndex < firstVisible + slidesPerView;
            return (
              <div
                key={slide.key}
                className="carousel__slide"
                role="group"
                aria-roledescription={t('carousel.slide')}
                aria-label={t('carousel.slideLabel', { number: slide.index + 1, count })}
                aria-hidden={!isVisible}
                inert={!isVisible}
              >
                {renderSlide(slide.item, slide.index)}
              </div>
            );
          })}
        </div>
      </div>
      {hasArrows && canMove ? <CarouselArrows onStep={step} /> : null}
      {hasPagination && canMove ? (
        <CarouselControls
          count={count}
          activeIndex={activeIndex}
          keyOf={(index) => {
            const item = items[index];
            return item === undefined ? index : getKey(item);
          }}
          onGoTo={goTo}
          autoplay={
            autoplayMs !== undefined && !prefersReducedMotion
              ? {
                  isStopped: isStoppedByVisitor,
                  onToggle: () => setIsStoppedByVisitor((isStopped) => !isStopped),
                }
              : null
          }
        />
      ) : null}
    </section>
  );
}
