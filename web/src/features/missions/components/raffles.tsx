import { useTranslation } from 'react-i18next';

import { QueryContent } from '../../../components/query-content';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorText } from '../../../lib/use-error-text';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useClaimRaffleMutation, useRaffles } from '../api/raffles';

/**
 * The raffles (docs/product/missions.md#raffles): tickets earned and claimed, the prizes, and the draw's commitment
 * (anchor before, seed and winning numbers after) so anyone can check it.
 */
export function Raffles() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const errorText = useErrorText();
  const raffles = useRaffles();
  const claim = useClaimRaffleMutation();
  return (
    <section>
      <h4 className="missions__heading">{t('missions.raffles')}</h4>
      <QueryContent query={raffles} skeleton={{ rows: 2, rowHeight: 64 }}>
        {({ list }) => (
          <ul className="missions__list">
            {list.map((raffle) => {
              const claimable = (raffle.earnedTickets ?? 0) - (raffle.myTickets?.length ?? 0);
              return (
                <li key={raffle.id} className="mission">
                  <div>
                    <p className="mission__title">{raffle.title}</p>
                    <p className="mission__text">{raffle.description}</p>
                    <p className="mission__text">
                      {t('missions.raffleFacts', {
                        prizes: raffle.prizes.map((prize) => money.format(prize)).join(' / '),
                        drawAt: formatDateTime(raffle.drawAt),
                        tickets: raffle.myTickets?.join(', ') || '—',
                      })}
                    </p>
                    <p className="mission__text mission__hash">
                      {raffle.seed === null
                        ? t('missions.raffleAnchor', { anchor: raffle.chain.anchor })
                        : t('missions.raffleDrawn', {
                            seed: raffle.seed,
                            result: raffle.result?.join(', ') ?? '',
                          })}
                    </p>
                  </div>
                  {raffle.status === 'OPEN' ? (
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={claimable <= 0 || claim.isPending}
                      onClick={() => claim.mutate(raffle.id)}
                    >
                      {t('missions.claimTickets', { number: Math.max(claimable, 0) })}
                    </button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </QueryContent>
      {claim.isError ? <p role="alert">{errorText(claim.error)}</p> : null}
    </section>
  );
}
