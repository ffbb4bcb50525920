import { LOTTERY_BET_TYPES } from '@plaza/engines/lottery/lottery-bet-types';
import { useTranslation } from 'react-i18next';

import { lotteryKey } from './lottery-keys';

/** Picks that are words get their translation; numbers show as they are. */
const WORD_PICK = /^[a-z_]+$/;

/**
 * A selection as a member reads it: each row with picks, named by its row where the bet type has several
 * ("1st digit: Big Small · 2nd digit: 3"), words translated; empty rows left out.
 */
export function useSelectionText(): (betCode: string, picks: readonly (readonly string[])[]) => string {
  const { t } = useTranslation();
  return (betCode, picks) => {
    const rows =
      LOTTERY_BET_TYPES.find((definition) => definition.code === betCode)?.selectionRule.rows ?? [];
    return picks
      .map((row, index) => {
        if (row.length === 0) {
          return null;
        }
        const text = row.map((pick) => (WORD_PICK.test(pick) ? t(lotteryKey('pick', pick)) : pick)).join(' ');
        const label = rows.length > 1 ? rows[index]?.label : undefined;
        return label === undefined ? text : `${t(lotteryKey('row', label))}: ${text}`;
      })
      .filter((text) => text !== null)
      .join(' · ');
  };
}
