import {
  BET_TYPE_GROUPS,
  LOTTERY_AREAS,
  LOTTERY_BET_STATUSES,
  CHASE_STATUSES,
  ISSUE_STATUSES,
} from '@plaza/contracts/lottery';
import { TWO_SIDED_PICKS } from '@plaza/engines/lottery/bet-type';
import { LOTTERY_BET_TYPES } from '@plaza/engines/lottery/lottery-bet-types';
import { RESULT_STRUCTURES } from '@plaza/engines/lottery/result-structures';
import { describe, expect, it } from 'vitest';

import en from '../../../i18n/locales/en.json';
import pt from '../../../i18n/locales/pt.json';
import th from '../../../i18n/locales/th.json';
import vi from '../../../i18n/locales/vi.json';
import zhCn from '../../../i18n/locales/zh-CN.json';
import { describeRow } from './bet-slip';
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
  BET_TYPE_GROUPS.forEach((group) => keys.add(lotteryKey('betGroup', group)));
  LOTTERY_AREAS.forEach((area) => keys.add(lotteryKey('area', area)));
  LOTTERY_BET_STATUSES.forEach((status) => keys.add(lotteryKey('betStatus', status)));
  CHASE_STATUSES.forEach((status) => keys.add(lotteryKey('chaseStatus', status)));
  ISSUE_STATUSES.forEach((status) => keys.add(lotteryKey('issueStatus', status)));

  it.each(Object.entries(LOCALES))(
    '%s has a message for every prize, bet type, row, pick, group and status',
    (_, messages) => {
      const missing = [...keys].filter((key) => typeof lookUp(messages, key) !== 'string');
      expect(missing).toEqual([]);
    },
  );
});
