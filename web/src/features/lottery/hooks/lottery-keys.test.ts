import { TWO_SIDED_PICKS } from '@plaza/engines/lottery/bet-type';
import { LOTTERY_BET_TYPES } from '@plaza/engines/lottery/lottery-bet-types';
import { RESULT_STRUCTURES } from '@plaza/engines/lottery/result-structures';
import { describe, expect, it } from 'vitest';

import en from '../../../i18n/locales/en.json';
import pt from '../../../i18n/locales/pt.json';
import th from '../../../i18n/locales/th.json';
import vi from '../../../i18n/locales/vi.json';
import zhCn from '../../../i18n/locales/zh-CN.json';
import { BET_GROUPS, describeRow } from './bet-slip';
import { lotteryKey } from './lottery-keys';

const LOCALES = { en, pt, th, vi, 'zh-CN': zhCn };

function lookUp(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

describe('messages for the words the engine gives', () => {
  const keys = new Set<string>();
  for (const structure of Object.values(RESULT_STRUCTURES)) {
    keys.add(lotteryKey('structure', structure.code));
    for (const tier of structure.tiers) {
      if (structure.code === '4d') {
        keys.add(lotteryKey('prize4d', tier.prize));
      } else if (structure.family === 'vietnamese') {
        keys.add(lotteryKey('prize', tier.prize));
      }
    }
  }
  for (const definition of LOTTERY_BET_TYPES) {
    keys.add(lotteryKey('betType', definition.code));
    for (const row of definition.selectionRule.rows) {
      keys.add(lotteryKey('row', row.label));
      const described = describeRow(row);
      if (described.kind === 'buttons') {
        described.options
          .filter((pick) => /^[a-z_]+$/.test(pick))
          .forEach((pick) => keys.add(lotteryKey('pick', pick)));
      }
    }
  }
  TWO_SIDED_PICKS.forEach((pick) => keys.add(lotteryKey('pick', pick)));
  Object.values(BET_GROUPS)
    .flat()
    .forEach(({ group }) => keys.add(lotteryKey('betGroup', group)));

  it.each(Object.entries(LOCALES))(
    '%s has a message for every prize, bet type, row, pick and group',
    (_, messages) => {
      const missing = [...keys].filter((key) => typeof lookUp(messages, key) !== 'string');
      expect(missing).toEqual([]);
    },
  );
});
