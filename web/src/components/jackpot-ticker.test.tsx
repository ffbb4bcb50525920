import { JACKPOT_TICKER } from '@plaza/contracts/constants';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { showLanguage, startI18n } from '../i18n/i18n';
import { JackpotTicker } from './jackpot-ticker';

/** The figure the screen-reader label holds, as a number. */
function readFigure(): number {
  const text = screen.getByTestId('jackpot-reading').textContent;
  return Number(text.replace(/^[^:]*:\s*/, '').replace(/,/g, ''));
}

beforeAll(async () => {
  await startI18n('en');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('JackpotTicker', () => {
  it('starts within its range and grows by 100 to 500 every 3, 4 or 5 seconds', () => {
    vi.useFakeTimers();
    render(
      <JackpotTicker
        label="Jackpot"
        min={JACKPOT_TICKER.min}
        max={JACKPOT_TICKER.max}
        decimals={0}
        height={64}
      />,
    );
    let figure = readFigure();
    expect(figure).toBeGreaterThanOrEqual(JACKPOT_TICKER.min);
    expect(figure).toBeLessThanOrEqual(JACKPOT_TICKER.max);
    for (let tick = 0; tick < 25; tick += 1) {
      const before = Date.now();
      act(() => {
        vi.advanceTimersToNextTimer();
      });
      expect(JACKPOT_TICKER.intervalsMs).toContain(Date.now() - before);
      const grown = readFigure() - figure;
      expect(grown).toBeGreaterThanOrEqual(100);
      expect(grown).toBeLessThanOrEqual(500);
      figure = readFigure();
    }
  });

  it('does not grow before the shortest interval has passed', () => {
    vi.useFakeTimers();
    render(<JackpotTicker label="Jackpot" />);
    const first = readFigure();
    act(() => {
      vi.advanceTimersByTime(2_999);
    });
    expect(readFigure()).toBe(first);
    act(() => {
      vi.advanceTimersByTime(2_001);
    });
    expect(readFigure()).toBeGreaterThan(first);
  });

  it('formats the figure the Chinese-locale way, with its decimals, and keeps a fixed value', () => {
    vi.useFakeTimers();
    render(<JackpotTicker label="Jackpot" value={1_234_567.5} decimals={2} height={50} />);
    const reading = screen.getByTestId('jackpot-reading');
    expect(reading.textContent).toBe('Jackpot: 1,234,567.50');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(reading.textContent).toBe('Jackpot: 1,234,567.50');
    // Nine digit columns, each a strip of ten digits, set to the digit shown.
    const strips = document.querySelectorAll<HTMLElement>('.jackpot-ticker__strip');
    expect([...strips].map((strip) => strip.style.getPropertyValue('--jackpot-digit')).join('')).toBe(
      '123456750',
    );
  });

  it('keeps the Chinese-locale grouping in an interface language that groups otherwise', async () => {
    await act(async () => {
      await showLanguage('pt', false);
    });
    try {
      render(<JackpotTicker label="Jackpot" value={2_100_000_000} />);
      expect(screen.getByTestId('jackpot-reading').textContent).toBe('Jackpot: 2,100,000,000');
    } finally {
      await act(async () => {
        await showLanguage('en', false);
      });
    }
  });

  it('is a quiet region: the digits are hidden from screen readers, which read the label instead', () => {
    render(<JackpotTicker label="Jackpot" min={1_400_000} max={1_400_000} />);
    const ticker = document.querySelector('.jackpot-ticker');
    expect(ticker?.getAttribute('aria-live')).toBe('off');
    expect(document.querySelector('.jackpot-ticker__digits')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('jackpot-reading').textContent).toBe('Jackpot: 1,400,000');
    expect((ticker as HTMLElement | null)?.style.getPropertyValue('--jackpot-row-height')).toBe('50px');
  });
});
