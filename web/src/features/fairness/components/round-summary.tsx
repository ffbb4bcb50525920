import type { BgsRound } from '@plaza/contracts/bgs';
import { useTranslation } from 'react-i18next';

import { formatHundredths } from '../../../lib/hundredths';

/** One line saying what happened in a round, for the history and the verify view. */
export function useRoundSummary(): (round: BgsRound) => string {
  const { t } = useTranslation();
  return (round) => {
    switch (round.gameCode) {
      case 'BGS_DICE': {
        const target = t(`play.dice.${round.input.direction}Target`, {
          target: formatHundredths(round.input.targetHundredths),
        });
        return round.outcome === null
          ? target
          : t('play.summary.dice', { roll: formatHundredths(round.outcome.rollHundredths), target });
      }
      case 'BGS_ROULETTE':
        return round.outcome === null
          ? t('play.summary.bets', { count: round.input.bets.length })
          : t('play.summary.roulette', {
              pocket: round.outcome.pocket,
              color: t(`play.roulette.color.${round.outcome.color}`),
            });
      case 'BGS_BACCARAT':
        return round.outcome === null
          ? t('play.summary.bets', { count: round.input.bets.length })
          : t('play.summary.baccarat', {
              winner: t(`play.baccarat.side.${round.outcome.winner}`),
              player: round.outcome.playerTotal,
              banker: round.outcome.bankerTotal,
            });
      case 'BGS_SLOT': {
        if (round.outcome === null) {
          return '';
        }
        const freeSpins = round.outcome.spins.length - 1;
        return freeSpins > 0
          ? t('play.summary.slotFree', { count: freeSpins })
          : t('play.summary.slot', { count: round.outcome.spins[0]?.lineWins.length ?? 0 });
      }
      case 'BGS_MINES':
        return round.outcome === null
          ? t('play.summary.mines', { mines: round.input.mineCount, gems: 0 })
          : t('play.summary.mines', { mines: round.input.mineCount, gems: round.outcome.safePickCount });
      case 'BGS_CRASH':
        return round.outcome === null
          ? ''
          : t('play.summary.crash', { point: formatHundredths(round.outcome.crashPointHundredths) });
    }
  };
}
