import { useMoneyFormat } from '../../../lib/use-money-format';

/** A signed amount: above zero with + in the success colour, below zero in the danger colour. */
export function SignedAmount({ minorUnits }: { minorUnits: number }) {
  const money = useMoneyFormat();
  const tone = minorUnits > 0 ? 'agent-amount--in' : minorUnits < 0 ? 'agent-amount--out' : '';
  return <span className={`agent-amount ${tone}`}>{money.format(minorUnits, { isSigned: true })}</span>;
}
