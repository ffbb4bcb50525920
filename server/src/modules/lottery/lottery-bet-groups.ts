import type { BET_TYPE_GROUPS } from '@plaza/contracts/lottery';

export type BetTypeGroup = (typeof BET_TYPE_GROUPS)[number];

/** The group a bet type is shown under on the betting page, by its code (engines/src/lottery/*-bet-types.ts). */
export function groupOfBetCode(code: string): BetTypeGroup {
  if (code.startsWith('lo')) {
    return 'lo';
  }
  if (code === 'de_db_two_sided' || code.endsWith('_two_sided')) {
    return 'two_sided';
  }
  if (code.endsWith('_sum') || code === 'k3_sum') {
    return 'sum';
  }
  if (code.startsWith('de_')) {
    return 'de';
  }
  if (code.startsWith('cang')) {
    return 'cang';
  }
  if (code.startsWith('xien')) {
    return 'xien';
  }
  if (code.startsWith('truot')) {
    return 'truot';
  }
  if (code === '4d_big' || code === '4d_small') {
    return 'big_small';
  }
  if (code.startsWith('4d_')) {
    return 'box';
  }
  if (code.includes('straight')) {
    return 'straight';
  }
  if (code.startsWith('ssc_position')) {
    return 'position';
  }
  if (code === 'ssc_dragon_tiger') {
    return 'dragon_tiger';
  }
  if (code.startsWith('ssc_')) {
    return 'star';
  }
  return code.startsWith('k3_') ? 'dice' : 'other';
}
