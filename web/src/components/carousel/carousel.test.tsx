import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { startI18n } from '../../i18n/i18n';
import { Carousel } from './carousel';

const ITEMS = ['first', 'second', 'third'];

function renderCarousel(items: string[], slidesPerView = 1, autoplayMs?: number) {
  return render(
    <Carousel
      items={items}
      getKey={(item) => item}
      renderSlide={(item) => <span>{item}</span>}
      label="Featured"
      slidesPerView={slidesPerView}
      speedMs={0}
      autoplayMs={autoplayMs}
      hasPagination
    />,
  );
}

function currentBullet(): string | null {
  return (
    screen
      .getAllByRole('button', { name: /Go to slide/ })
      .find((bullet) => bullet.getAttribute('aria-current') === 'true')
      ?.getAttribute('aria-label') ?? null
  );
}

beforeAll(async () => {
  await startI18n('en');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Carousel', () => {
  it('renders a single banner without arrows, pagination or clones', () => {
    renderCarousel(['only']);
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /Go to slide/ })).toHaveLength(0);
    expect(screen.getAllByText('only')).toHaveLength(1);
  });

  it('loops from the last slide back to the first', () => {
    vi.useFakeTimers();
    renderCarousel(ITEMS);
    // One clone on each side of the three slides.
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(currentBullet()).toBe('Go to slide 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(currentBullet()).toBe('Go to slide 1');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(currentBullet()).toBe('Go to slide 3');
  });

  it('moves with the arrow keys', () => {
    renderCarousel(ITEMS);
    fireEvent.keyDown(screen.getByRole('region', { name: 'Featured' }), { key: 'ArrowRight' });
    expect(currentBullet()).toBe('Go to slide 2');
  });

  it('keeps autoplaying after the visitor moves it, and stops when paused', () => {
    vi.useFakeTimers();
    renderCarousel(ITEMS, 1, 5000);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(currentBullet()).toBe('Go to slide 3');
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => {
      vi.advanceTimersByTime(15000);
    });
    expect(currentBullet()).toBe('Go to slide 3');
  });

  it('shows no arrows when every promotion fits in view', () => {
    renderCarousel(['a', 'b', 'c', 'd'], 4);
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
  });
});
