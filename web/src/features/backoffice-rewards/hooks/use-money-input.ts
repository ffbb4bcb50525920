import { useMoneyFormat } from '../../../lib/use-money-format';

/** Minor units as the operator types them (major units with the currency's decimals), and back. */
export function useMoneyInput() {
  const { decimals } = useMoneyFormat();
  const scale = 10 ** decimals;
  return {
    decimals,
    toText: (minor: number) => (minor / scale).toFixed(decimals),
    toMinor: (text: string) => {
      const value = Number(text.replace(',', '.'));
      // Not a number reaches the server as -1: refused there as the field's error, changing nothing.
      return Number.isFinite(value) && text.trim() !== '' ? Math.round(value * scale) : -1;
    },
  };
}
