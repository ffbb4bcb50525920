import type { PointReward } from '@plaza/contracts/points';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StarIcon } from '../../../components/icons';
import { QueryContent } from '../../../components/query-content';
import { StateMessage } from '../../../components/state-message';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { usePointRewards } from '../api/get-point-rewards';
import { formatPoints } from './format-points';
import { RedeemDialog } from './redeem-dialog';

/** Why a reward cannot be redeemed now, or null when it can. */
function blockerOf(reward: PointReward, balance: number, validBetTotal: number) {
  if (reward.stock <= 0) {
    return 'outOfStock' as const;
  }
  if (validBetTotal < reward.amountRequired) {
    return 'needsValidBet' as const;
  }
  if (balance < reward.pointsRequired) {
    return 'needsPoints' as const;
  }
  return null;
}

/** The mall's rewards: picture, cost, requirement, stock, and Redeem when the member may. */
export function PointsRewards({ balance }: { balance: number }) {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const rewards = usePointRewards();
  const [redeeming, setRedeeming] = useState<PointReward | null>(null);
  const points = (value: number) => formatPoints(value, i18n.language);

  return (
    <QueryContent query={rewards} skeleton={{ rows: 3, rowHeight: 120 }}>
      {({ list, validBetTotal }) =>
        list.length === 0 ? (
          <StateMessage
            icon={<StarIcon />}
            title={t('pointsMall.noRewards')}
            text={t('pointsMall.noRewardsText')}
          />
        ) : (
          <>
            <ul className="points-rewards" aria-label={t('pointsMall.tab.mall')}>
              {list.map((reward) => {
                const blocker = blockerOf(reward, balance, validBetTotal);
                return (
                  <li key={reward.id} className="points-reward">
                    <img
                      className="points-reward__image"
                      src={reward.imageUrl}
                      alt=""
                      width={400}
                      height={300}
                      loading="lazy"
                    />
                    <div className="points-reward__body">
                      <h3 className="points-reward__title">{reward.title}</h3>
                      <p className="points-reward__text">{reward.description}</p>
                      <p className="points-reward__cost">
                        {t('pointsMall.pointsCost', { points: points(reward.pointsRequired) })}
                      </p>
                      <dl className="points-reward__facts">
                        <div>
                          <dt>{t('pointsMall.stock')}</dt>
                          <dd>{reward.stock > 0 ? reward.stock : t('pointsMall.outOfStock')}</dd>
                        </div>
                        {reward.amountRequired > 0 ? (
                          <div>
                            <dt>{t('pointsMall.amountRequired')}</dt>
                            <dd>{money.format(reward.amountRequired)}</dd>
                          </div>
                        ) : null}
                        {reward.cashAmount > 0 ? (
                          <div>
                            <dt>{t('pointsMall.cashValue')}</dt>
                            <dd>{money.format(reward.cashAmount)}</dd>
                          </div>
                        ) : null}
                      </dl>
                      {blocker === null ? null : (
                        <p className="points-reward__reason">
                          {t(`pointsMall.blocker.${blocker}`, {
                            points: points(reward.pointsRequired - balance),
                            amount: money.format(reward.amountRequired - validBetTotal),
                          })}
                        </p>
                      )}
                      <div className="points-reward__action">
                        <button
                          type="button"
                          className="button button--primary"
                          disabled={blocker !== null}
                          aria-label={t('pointsMall.redeemLabel', { title: reward.title })}
                          onClick={() => setRedeeming(reward)}
                        >
                          {t('pointsMall.redeem')}
                        </button>
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
            {redeeming === null ? null : (
              <RedeemDialog reward={redeeming} balance={balance} onClose={() => setRedeeming(null)} />
            )}
          </>
        )
      }
    </QueryContent>
  );
}
