import type { TranslationKey } from '../../../i18n/translation-key';

/**
 * Message keys named by the engine's data (prize names, bet-type codes, row labels, picks). The engine's words
 * are plain strings, so each is typed here once; lottery-keys.test.ts checks every word the engine can give
 * has its message in every locale.
 */
export type LotteryKeyKind =
  | 'prize'
  | 'prize4d'
  | 'betType'
  | 'betGroup'
  | 'row'
  | 'pick'
  | 'structure'
  | 'area'
  | 'betStatus'
  | 'chaseStatus'
  | 'issueStatus';

export function lotteryKey(kind: LotteryKeyKind, name: string): TranslationKey {
  return `lottery.${kind}.${name}` as TranslationKey;
}
