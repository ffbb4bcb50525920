import { useTranslation } from 'react-i18next';

import { useWhitelabel } from './api/get-whitelabel';
import { formatMinorUnits } from './money';
import type { MoneyFormatOptions } from './money';

export interface MoneyFormat {
  /** The deployment currency's decimals (from the server). */
  decimals: number;
  symbol: string;
  /** Minor units as text in the interface language, with the currency symbol unless `symbol` is overridden. */
  format: (minorUnits: number, options?: Partial<Omit<MoneyFormatOptions, 'decimals' | 'locale'>>) => string;
}

/** Formats money of the deployment's currency (whitelabel settings) in the interface language. */
export function useMoneyFormat(): MoneyFormat {
  const { currency } = useWhitelabel();
  const { i18n } = useTranslation();
  return {
    decimals: currency.decimals,
    symbol: currency.symbol,
    format: (minorUnits, options = {}) =>
      formatMinorUnits(minorUnits, {
        decimals: currency.decimals,
        locale: i18n.language,
        symbol: currency.symbol,
        ...options,
      }),
  };
}
