import { useMoneyFormat } from '../../../lib/use-money-format';

/** A signed amount: money in shown with + and the success colour, money out with − and the danger colour. */
export function SignedAmount({ minorUnits }: { minorUnits: number }) {
  const money = useMoneyFormat();
  const tone = minorUnits > 0 ? 'records-amount--in' : minorUnits < 0 ? 'records-amount--out' : '';
  return <span className={`records-amount ${tone}`}>{money.format(minorUnits, { isSigned: true })}</span>;
}
