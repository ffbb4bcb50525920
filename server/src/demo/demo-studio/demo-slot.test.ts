import { DEMO_SLOT_SYMBOLS } from '@plaza/contracts/demo-studio';
import { describe, expect, it } from 'vitest';

import { DEMO_SLOT_RTP, DEMO_SLOT_STRIP, payDemoSlot, spinDemoSlot } from './demo-slot';

describe('demo studio slot', () => {
  it('returns exactly the stated RTP over all 1,000 equally likely screens', () => {
    let paid = 0;
    for (const first of DEMO_SLOT_STRIP) {
      for (const second of DEMO_SLOT_STRIP) {
        for (const third of DEMO_SLOT_STRIP) {
          paid += payDemoSlot([first, second, third], 1);
        }
      }
    }
    expect(`${((paid / 1_000) * 100).toFixed(2)}%`).toBe(DEMO_SLOT_RTP);
  });

  it('pays three of a kind and two cherries, and nothing else', () => {
    expect(payDemoSlot(['seven', 'seven', 'seven'], 100)).toBe(8_000);
    expect(payDemoSlot(['cherry', 'bar', 'cherry'], 100)).toBe(100);
    expect(payDemoSlot(['cherry', 'bar', 'bell'], 100)).toBe(0);
    expect(payDemoSlot(['bar', 'bar', 'bell'], 100)).toBe(0);
  });

  it('stops on symbols of the strip', () => {
    for (let spin = 0; spin < 100; spin += 1) {
      expect(spinDemoSlot().every((symbol) => DEMO_SLOT_SYMBOLS.includes(symbol))).toBe(true);
    }
  });
});
