import { describe, expect, it } from 'vitest';

import { canCarouselMove, isCarouselLooping, stepPosition, wrapPosition } from './carousel-logic';

describe('carousel looping rule', () => {
  it('loops a banner carousel only with more than one banner', () => {
    expect(isCarouselLooping(0, 1, true)).toBe(false);
    expect(isCarouselLooping(1, 1, true)).toBe(false);
    expect(isCarouselLooping(2, 1, true)).toBe(true);
  });

  it('loops the promotion carousel only with more promotions than fit in view', () => {
    expect(isCarouselLooping(4, 4, true)).toBe(false);
    expect(isCarouselLooping(5, 4, true)).toBe(true);
    expect(canCarouselMove(4, 4)).toBe(false);
    expect(canCarouselMove(5, 4)).toBe(true);
  });

  it('never loops when looping is not asked for', () => {
    expect(isCarouselLooping(6, 1, false)).toBe(false);
  });
});

describe('carousel positions', () => {
  it('moves into the clone after the last slide and wraps back to the first', () => {
    expect(stepPosition(2, 1, 3, 1, true)).toBe(3);
    expect(wrapPosition(3, 3)).toBe(0);
  });

  it('moves into the clone before the first slide and wraps back to the last', () => {
    expect(stepPosition(0, -1, 3, 1, true)).toBe(-1);
    expect(wrapPosition(-1, 3)).toBe(2);
  });

  it('does not run past the clones', () => {
    expect(stepPosition(3, 1, 3, 1, true)).toBe(3);
    expect(stepPosition(-1, -1, 3, 1, true)).toBe(-1);
  });

  it('clamps to the last full page without looping', () => {
    expect(stepPosition(1, 1, 6, 4, false)).toBe(2);
    expect(stepPosition(2, 1, 6, 4, false)).toBe(2);
    expect(stepPosition(0, -1, 6, 4, false)).toBe(0);
  });
});
