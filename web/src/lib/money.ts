/**
 * Money on the wire is an integer count of the currency's minor units (docs/product/wire.md#money-and-times); the
 * number of decimals comes from the server's currency settings. These helpers turn what a member types into minor
 * units and minor units into text without ever going through a binary fraction, so 0.1 + 0.2 problems cannot
 * occur.
 */

/** Why typed text is not an amount. */
export type AmountParseError = 'empty' | 'invalid' | 'tooManyDecimals' | 'tooLarge';

export type AmountParseResult =
  { isValid: true; minorUnits: number } | { isValid: false; error: AmountParseError };

const AMOUNT_PATTERN = /^(\d*)(?:[.,](\d*))?$/;

/**
 * Parses an amount typed in major units ("12", "12.5", "12,50") into integer minor units, exactly: the text is
 * split at its one decimal separator (a point or a comma, whichever the member's keyboard gives) and the
 * digits are joined as a big integer. Grouping separators, signs and exponents are refused, so "1.000" with
 * two decimals is an error, never silently one unit. Surrounding spaces are ignored.
 */
export function parseMajorAmount(text: string, decimals: number): AmountParseResult {
  const trimmed = text.replace(/\s/g, '');
  if (trimmed === '') {
    return { isValid: false, error: 'empty' };
  }
  const match = AMOUNT_PATTERN.exec(trimmed);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (match === null || (whole === '' && fraction === '')) {
    return { isValid: false, error: 'invalid' };
  }
  if (fraction.length > decimals) {
    return { isValid: false, error: 'tooManyDecimals' };
  }
  const minorUnits =
    BigInt(whole === '' ? '0' : whole) * 10n ** BigInt(decimals) +
    BigInt(fraction.padEnd(decimals, '0') || '0');
  if (minorUnits > BigInt(Number.MAX_SAFE_INTEGER)) {
    return { isValid: false, error: 'tooLarge' };
  }
  return { isValid: true, minorUnits: Number(minorUnits) };
}

/** The text an amount input shows for `minorUnits` ("100", "12.50"): a point, no grouping, no symbol. */
export function formatAmountInput(minorUnits: number, decimals: number): string {
  const { whole, fraction } = splitMinorUnits(BigInt(Math.abs(Math.trunc(minorUnits))), decimals);
  const trimmedFraction = /^0*$/.test(fraction) ? '' : fraction;
  return trimmedFraction === '' ? whole.toString() : `${whole}.${trimmedFraction}`;
}

function splitMinorUnits(absolute: bigint, decimals: number): { whole: bigint; fraction: string } {
  const divisor = 10n ** BigInt(decimals);
  return {
    whole: absolute / divisor,
    fraction: decimals === 0 ? '' : (absolute % divisor).toString().padStart(decimals, '0'),
  };
}

export interface MoneyFormatOptions {
  /** The currency's decimals (from the server's currency settings). */
  decimals: number;
  /** A BCP 47 locale for grouping and the decimal separator (the interface language). */
  locale: string;
  /** Prefixed when given ("$", "R$"). */
  symbol?: string;
  /**
   * How many decimals to show (default: all of them). Fewer cut the rest off toward zero, never rounding up:
   * a balance shown with 0 decimals (docs/product/money.md#balances) never shows more than the member has.
   */
  shownDecimals?: number;
  /** Prefixes a plus sign to a positive amount (account records). */
  isSigned?: boolean;
}

const decimalSeparators = new Map<string, string>();

function decimalSeparatorOf(locale: string): string {
  let separator = decimalSeparators.get(locale);
  if (separator === undefined) {
    separator =
      new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    decimalSeparators.set(locale, separator);
  }
  return separator;
}

/**
 * Formats integer minor units for reading: grouped by the locale, with the locale's decimal separator and
 * the currency symbol ("$1,234.50", "R$ 1.234,50", "-$3.00"). Exact for every safe integer.
 */
export function formatMinorUnits(minorUnits: number, options: MoneyFormatOptions): string {
  const { decimals, locale, symbol, isSigned = false } = options;
  const shownDecimals = Math.min(options.shownDecimals ?? decimals, decimals);
  const value = BigInt(Math.trunc(minorUnits));
  const absolute = value < 0n ? -value : value;
  const { whole, fraction } = splitMinorUnits(absolute, decimals);
  const shownFraction = fraction.slice(0, shownDecimals);
  const isZeroShown = whole === 0n && /^0*$/.test(shownFraction);
  const sign = value < 0n && !isZeroShown ? '-' : isSigned && value > 0n ? '+' : '';
  const number =
    new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(whole) +
    (shownFraction === '' ? '' : `${decimalSeparatorOf(locale)}${shownFraction}`);
  if (symbol === undefined || symbol === '') {
    return `${sign}${number}`;
  }
  // A one-character symbol sits against the number ($12); a longer one (R$, HK$) is set apart.
  const gap = [...symbol].length > 1 ? '\u00a0' : '';
  return `${sign}${symbol}${gap}${number}`;
}
