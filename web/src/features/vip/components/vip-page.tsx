import type { VipLevel, VipStatus } from '@plaza/contracts/vip';
import { useTranslation } from 'react-i18next';

import { DataTable } from '../../../components/data-table';
import { StarIcon } from '../../../components/icons';
import { QueryContent } from '../../../components/query-content';
import { StateMessage } from '../../../components/state-message';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useVipStatus } from '../api/vip';
import './vip.css';

/** One requirement's progress: what is done of what is needed, as a bar and in figures. */
function Progress({ label, done, needed }: { label: string; done: number; needed: number }) {
  const money = useMoneyFormat();
  const percent = needed <= 0 ? 100 : Math.min(100, Math.floor((done * 100) / needed));
  return (
    <div className="vip-progress">
      <div className="vip-progress__head">
        <span>{label}</span>
        <span className="vip-progress__figures">
          {money.format(Math.min(done, needed))} / {money.format(needed)}
        </span>
      </div>
      <progress
        className="vip-progress__bar"
        max={100}
        value={percent}
        aria-label={`${label}: ${percent}%`}
      />
    </div>
  );
}

function VipContent({ data }: { data: VipStatus }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  if (!data.bonusesEnabled) {
    return <StateMessage icon={<StarIcon />} title={t('vip.offTitle')} text={t('vip.offText')} />;
  }
  if (data.levels.length === 0) {
    return <StateMessage icon={<StarIcon />} title={t('vip.noLadderTitle')} text={t('vip.noLadderText')} />;
  }
  return (
    <div className="vip-page">
      <section className="vip-hero" aria-labelledby="vip-level-title">
        <StarIcon className="vip-hero__icon" />
        <div>
          <p className="vip-muted">{t('vip.yourLevel')}</p>
          <p id="vip-level-title" className="vip-hero__level" data-testid="vip-level">
            {t('vip.levelName', { level: data.level, name: data.name })}
          </p>
          <p className="vip-muted">
            {data.evaluatedDate === null
              ? t('vip.notEvaluated')
              : t('vip.evaluated', { date: data.evaluatedDate })}
          </p>
        </div>
      </section>
      {data.next === null ? (
        <p className="vip-muted">{t('vip.top')}</p>
      ) : (
        <section className="vip-card" aria-labelledby="vip-next-title">
          <h4 id="vip-next-title" className="vip-card__title">
            {t('vip.nextTitle', { level: data.next.level, name: data.next.name })}
          </h4>
          <Progress label={t('vip.deposit')} done={data.totalDeposit} needed={data.next.minDeposit} />
          <Progress label={t('vip.validBet')} done={data.totalValidBet} needed={data.next.minValidBet} />
          <p className="vip-muted">{t('vip.oneLevelADay')}</p>
        </section>
      )}
      {data.keep === null ? null : (
        <section className="vip-card" aria-labelledby="vip-keep-title">
          <h4 id="vip-keep-title" className="vip-card__title">
            {t('vip.keepTitle', { date: data.keep.untilDate })}
          </h4>
          <Progress label={t('vip.validBet')} done={data.keep.placed} needed={data.keep.required} />
        </section>
      )}
      <DataTable<VipLevel>
        caption={t('vip.ladder')}
        rows={data.levels}
        rowKey={(row) => String(row.level)}
        columns={[
          {
            key: 'level',
            header: t('vip.level'),
            render: (row) => t('vip.levelName', { level: row.level, name: row.name }),
          },
          { key: 'deposit', header: t('vip.deposit'), render: (row) => money.format(row.minDeposit) },
          { key: 'validBet', header: t('vip.validBet'), render: (row) => money.format(row.minValidBet) },
          { key: 'upgrade', header: t('vip.upgradeGift'), render: (row) => money.format(row.upgradeGift) },
          { key: 'birthday', header: t('vip.birthdayGift'), render: (row) => money.format(row.birthdayGift) },
          { key: 'monthly', header: t('vip.monthlyGift'), render: (row) => money.format(row.monthlyGift) },
        ]}
      />
      <p className="vip-muted">{t('vip.giftsNote')}</p>
    </div>
  );
}

/**
 * The VIP page (docs/product/rebate-vip.md): the member's level, the progress of cumulative deposits and valid bet
 * toward the next level, the keep requirement of the current one, and the ladder with its gifts.
 */
export function VipPage() {
  const status = useVipStatus();
  return (
    <div aria-busy={status.isFetching}>
      <QueryContent query={status} skeleton={{ rows: 3, rowHeight: 64 }}>
        {(data) => <VipContent data={data} />}
      </QueryContent>
    </div>
  );
}
