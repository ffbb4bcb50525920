/**
 * Position rules of the carousel. A looping carousel renders `slidesPerView` clones on each side of the
 * slides, so its position runs from -1 (the clone of the last slide) to `count` (the clone of the first) and
 * is wrapped back onto a real slide once the move has finished.
 */

/**
 * A carousel loops only when it has more slides than fit in view (docs/product/content.md#the-home-page: banners
 * loop only with >1).
 */
export function isCarouselLooping(count: number, slidesPerView: number, isLoopRequested: boolean): boolean {
  return isLoopRequested && count > slidesPerView;
}

/** Arrows and autoplay make sense only when some slides are out of view. */
export function canCarouselMove(count: number, slidesPerView: number): boolean {
  return count > slidesPerView;
}

/** The position after moving `step` slides: into the clones when looping, clamped to the last page otherwise. */
export function stepPosition(
  position: number,
  step: number,
  count: number,
  slidesPerView: number,
  isLooping: boolean,
): number {
  if (isLooping) {
    return Math.min(count, Math.max(-1, position + step));
  }
  const lastStart = Math.max(0, count - slidesPerView);
  return Math.min(lastStart, Math.max(0, position + step));
}

/** The real slide a position shows first: clones map back onto the slide they copy. */
export function wrapPosition(position: number, count: number): number {
  if (count === 0) {
    return 0;
  }
  return ((position % count) + count) % count;
}
