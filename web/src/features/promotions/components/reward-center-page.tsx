import type { Reward } from '@plaza/contracts/promotions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { GiftIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { PagedRecords } from '../../../components/paged-records';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorText } from '../../../lib/use-error-text';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useClaimRewardMutation, useRewards } from '../api/rewards';
import type { RewardFilter } from '../api/rewards';
import './promotions-page.css';
import './reward-center.css';

const FILTERS: RewardFilter[] = ['CLAIMABLE', undefined, 'CLAIMED', 'EXPIRED'];
const TONES = { CLAIMABLE: 'success', CLAIMED: 'neutral', EXPIRED: 'danger' } as const;

/** The confirmation before a claim moves money: the amount, and the turnover it brings. */
function ClaimDialog({ reward, onClose }: { reward: Reward; onClose: () => void }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const errorText = useErrorText();
  const claim = useClaimRewardMutation();
  return (
    <Modal title={t('promotions.claimTitle')} onClose={onClose}>
      {claim.isSuccess ? (
        <div className="reward-claim">
          <p role="status">{t('promotions.claimDone', { amount: money.format(reward.amount) })}</p>
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('promotions.backToRewards')}
          </button>
        </div>
      ) : (
        <div className="reward-claim">
          <p>{t('promotions.claimConfirm', { amount: money.format(reward.amount), title: reward.title })}</p>
          {reward.turnoverRequired > 0 ? (
            <p className="promotion-detail__note">
              {t('promotions.claimTurnover', { amount: money.format(reward.turnoverRequired) })}
            </p>
          ) : null}
          {claim.isError ? (
            <p className="reward-request__errors" role="alert">
              {errorText(claim.error)}
            </p>
          ) : null}
          <div className="reward-claim__buttons">
            <button type="button" className="button button--outline" onClick={onClose}>
              {t('promotions.cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={claim.isPending}
              onClick={() => claim.mutate(reward.id)}
            >
              {t('promotions.confirmClaim')}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}

/**
 * The reward center (rewardCenter): the member's rewards with their expiry, claimable ones first by default; a
 * claim asks for confirmation, then the money is in the main wallet.
 */
export function RewardCenterPage() {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const [filter, setFilter] = useState<RewardFilter>('CLAIMABLE');
  const [pageNum, setPageNum] = useState(1);
  const [claiming, setClaiming] = useState<Reward | null>(null);
  const rewards = useRewards(filter, pageNum);

  return (
    <div className="reward-center">
      <div className="promotion-filter" role="group" aria-label={t('promotions.rewardFilterLabel')}>
        {FILTERS.map((each) => (
          <button
            key={each ?? 'ALL'}
            type="button"
            className="promotion-filter__chip"
            aria-pressed={filter === each}
            onClick={() => {
              setFilter(each);
              setPageNum(1);
            }}
          >
            {t(`promotions.rewardFilter.${each ?? 'ALL'}`)}
          </button>
        ))}
      </div>
      <div aria-busy={rewards.isFetching}>
        <PagedRecords
          query={rewards}
          skeleton={{ rows: 4, rowHeight: 44 }}
          empty={{
            icon: <GiftIcon />,
            title: t('promotions.noRewards'),
            text: t('promotions.noRewardsText'),
          }}
          caption={t('memberCenter.page.rewardCenter')}
          rowKey={(reward) => reward.id}
          columns={[
            { key: 'title', header: t('promotions.rewardTitle'), render: (row) => row.title },
            { key: 'amount', header: t('promotions.amount'), render: (row) => money.format(row.amount) },
            {
              key: 'turnover',
              header: t('promotions.turnoverLabel'),
              render: (row) => money.format(row.turnoverRequired),
            },
            {
              key: 'expires',
              header: t('promotions.expiresAt'),
              render: (row) =>
                row.claimedAt !== null
                  ? t('promotions.claimedAt', { time: formatDateTime(row.claimedAt) })
                  : row.expiresAt === null
                    ? t('promotions.noExpiry')
                    : formatDateTime(row.expiresAt),
            },
            {
              key: 'status',
              header: t('promotions.statusLabel'),
              render: (row) => (
                <StatusBadge tone={TONES[row.status]} label={t(`promotions.rewardStatus.${row.status}`)} />
              ),
            },
            {
              key: 'action',
              header: t('promotions.action'),
              render: (row) =>
                row.status === 'CLAIMABLE' ? (
                  <button type="button" className="button button--primary" onClick={() => setClaiming(row)}>
                    {t('promotions.claim')}
                  </button>
                ) : null,
            },
          ]}
          onPageChange={setPageNum}
        />
      </div>
      {claiming !== null ? <ClaimDialog reward={claiming} onClose={() => setClaiming(null)} /> : null}
    </div>
  );
}
