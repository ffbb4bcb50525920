import { describe, expect, it } from 'vitest';

import { checkAutoCashOut, rateCrashPoint } from './crash-rules';

describe('crash bet rules in the browser', () => {
  it('reads an automatic cash-out typed as a multiplier, from 1.01× to 10,000×', () => {
    expect(checkAutoCashOut('')).toEqual({ isValid: true, hundredths: undefined });
    expect(checkAutoCashOut(' 2 ')).toEqual({ isValid: true, hundredths: 200 });
    expect(checkAutoCashOut('2.5')).toEqual({ isValid: true, hundredths: 250 });
    expect(checkAutoCashOut('1,01')).toEqual({ isValid: true, hundredths: 101 });
    expect(checkAutoCashOut('3×')).toEqual({ isValid: true, hundredths: 300 });
    expect(checkAutoCashOut('10000')).toEqual({ isValid: true, hundredths: 1_000_000 });
    expect(checkAutoCashOut('1')).toEqual({ isValid: false, issue: 'range' });
    expect(checkAutoCashOut('10000.01')).toEqual({ isValid: false, issue: 'range' });
    expect(checkAutoCashOut('2.345')).toEqual({ isValid: false, issue: 'invalid' });
    expect(checkAutoCashOut('two')).toEqual({ isValid: false, issue: 'invalid' });
  });

  it('colours crash points by size', () => {
    expect([100, 199, 200, 999, 1_000, 50_000].map(rateCrashPoint)).toEqual([
      'low',
      'low',
      'mid',
      'mid',
      'high',
      'high',
    ]);
  });
});
