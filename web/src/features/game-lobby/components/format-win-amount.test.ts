import { describe, expect, it } from 'vitest';

import { formatWinAmount } from './format-win-amount';

describe('formatWinAmount', () => {
  it('shows two decimals with thousands separators after the currency symbol', () => {
    expect(formatWinAmount(123_456_789, { code: 'USD', symbol: '$', decimals: 2 }, 'en')).toBe(
      '$1,234,567.89',
    );
    expect(formatWinAmount(5_000, { code: 'BRL', symbol: 'R$', decimals: 2 }, 'pt')).toBe('R$50,00');
    expect(formatWinAmount(1_234_500, { code: 'BRL', symbol: 'R$', decimals: 2 }, 'pt')).toBe('R$12.345,00');
  });

  it('still shows two decimals for a currency without minor units', () => {
    expect(formatWinAmount(1_500, { code: 'VND', symbol: '₫', decimals: 0 }, 'en')).toBe('₫1,500.00');
  });
});
