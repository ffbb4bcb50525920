import type { BgsGameCode } from '@plaza/contracts/bgs';
import { useTranslation } from 'react-i18next';

import { useRoundHistory } from '../../../lib/api/get-round-history';
import { useMoneyFormat } from '../../../lib/use-money-format';

/** The last rounds as chips under the board; a chip opens the round in the fairness panel. */
export function RecentRounds({
  token,
  gameCode,
  onOpen,
}: {
  token: string;
  gameCode: BgsGameCode;
  onOpen: (roundId: string) => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const history = useRoundHistory(token, gameCode, true);
  const rounds = history.data?.pages[0]?.rounds.slice(0, 12) ?? [];
  if (rounds.length === 0) {
    return null;
  }
  return (
    <section className="recent-rounds" aria-label={t('play.recent')}>
      <h2 className="recent-rounds__title">{t('play.recent')}</h2>
      <ol className="recent-rounds__list">
        {rounds.map((round) => {
          const net = (round.payout ?? 0) - round.stake;
          const tone = round.status !== 'settled' ? 'pending' : net > 0 ? 'win' : net < 0 ? 'loss' : 'even';
          return (
            <li key={round.roundId}>
              <button
                type="button"
                className={`recent-rounds__chip recent-rounds__chip--${tone}`}
                title={t('play.fairness.verifyRound')}
                onClick={() => onOpen(round.roundId)}
              >
                {round.status === 'settled'
                  ? money.format(net, { isSigned: true })
                  : t(`play.status.${round.status}`)}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
