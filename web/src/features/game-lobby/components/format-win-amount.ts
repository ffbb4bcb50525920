import type { Currency } from '@plaza/contracts/system';

/**
 * A winner-board amount (minor units) as the board shows it: two decimals with thousands separators in the
 * interface language (docs/product/games.md#the-winner-board), after the currency symbol.
 */
export function formatWinAmount(amount: number, currency: Currency, language: string): string {
  const major = amount / 10 ** currency.decimals;
  const formatted = new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(major);
  return `${currency.symbol}${formatted}`;
}
