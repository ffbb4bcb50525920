import { useTranslation } from 'react-i18next';

import { useMoneyFormat } from '../../../lib/use-money-format';
import type { AmountIssue } from './amount-rules';

/** Words an amount issue in the member's language, with the limit formatted in the deployment's currency. */
export function useAmountIssueText(): (issue: AmountIssue) => string {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (issue) => {
    switch (issue.kind) {
      case 'empty':
        return t('wallet.amountError.empty');
      case 'invalid':
        return t('wallet.amountError.invalid');
      case 'tooManyDecimals':
        return money.decimals === 0
          ? t('wallet.amountError.wholeOnly')
          : t('wallet.amountError.tooManyDecimals', { count: money.decimals });
      case 'tooLarge':
        return t('wallet.amountError.tooLarge');
      case 'notFixed':
        return t('wallet.amountError.notFixed');
      case 'belowMin':
        return t('wallet.amountError.belowMin', { amount: money.format(issue.limit) });
      case 'aboveMax':
        return t('wallet.amountError.aboveMax', { amount: money.format(issue.limit) });
      case 'aboveAvailable':
        return t('wallet.amountError.aboveAvailable', { amount: money.format(issue.limit) });
    }
  };
}
