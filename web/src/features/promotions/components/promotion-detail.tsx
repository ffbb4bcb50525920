import type { Promotion } from '@plaza/contracts/promotions';
import { useTranslation } from 'react-i18next';

import { LazyImage } from '../../../components/lazy-image';
import { Modal } from '../../../components/modal';
import { QueryContent } from '../../../components/query-content';
import { useWhitelabel } from '../../../lib/api/get-whitelabel';
import { formatDateTime } from '../../../lib/format-date-time';
import { buildImageUrl } from '../../../lib/image-url';
import { useLoginPrompt } from '../../../lib/login-prompt';
import { useMemberCenter } from '../../../lib/member-center';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { useErrorText } from '../../../lib/use-error-text';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useSessionToken } from '../../../lib/use-session-token';
import { usePromotion } from '../api/get-promotions';
import { useJoinPromotionMutation } from '../api/join-promotion';
import { PromotionStatus } from './promotion-status';
import { RewardRequestForm } from './reward-request-form';

/** The promotion's facts: audience, period, reward and turnover. */
function PromotionFacts({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  return (
    <dl className="promotion-detail__facts">
      <dt>{t('promotions.audienceLabel')}</dt>
      <dd>{t(`promotions.audience.${promotion.audience}`)}</dd>
      <dt>{t('promotions.periodLabel')}</dt>
      <dd>
        {promotion.endsAt === null
          ? t('promotions.from', { start: formatDateTime(promotion.startsAt) })
          : t('promotions.period', {
              start: formatDateTime(promotion.startsAt),
              end: formatDateTime(promotion.endsAt),
            })}
      </dd>
      {promotion.rewardAmount !== null ? (
        <>
          <dt>{t('promotions.rewardLabel')}</dt>
          <dd>{money.format(promotion.rewardAmount)}</dd>
        </>
      ) : null}
      {promotion.bonusPercent !== null ? (
        <>
          <dt>{t('promotions.bonusLabel')}</dt>
          <dd>
            {t('promotions.bonusRule', {
              percent: promotion.bonusPercent,
              max: money.format(promotion.maxBonus ?? 0),
              min: money.format(promotion.minDeposit ?? 0),
            })}
          </dd>
        </>
      ) : null}
      {promotion.turnoverMultiple > 0 ? (
        <>
          <dt>{t('promotions.turnoverLabel')}</dt>
          <dd>
            {t(`promotions.turnoverRule.${promotion.turnoverBase}`, { multiple: promotion.turnoverMultiple })}
          </dd>
        </>
      ) : null}
      <dt>{t('promotions.statusLabel')}</dt>
      <dd>
        <PromotionStatus status={promotion.status} />
      </dd>
    </dl>
  );
}

/** What the viewer can do now: join, request the reward, wait for review, claim in the reward center. */
function PromotionAction({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const token = useSessionToken();
  const promptLogin = useLoginPrompt();
  const { openMemberCenter } = useMemberCenter();
  const join = useJoinPromotionMutation();
  const note = (text: string) => (
    <div className="promotion-detail__action">
      <p className="promotion-detail__note" role="status">
        {text}
      </p>
    </div>
  );
  switch (promotion.status) {
    case 'JOIN':
      return (
        <div className="promotion-detail__action">
          {join.isError ? (
            <p className="reward-request__errors" role="alert">
              {errorText(join.error)}
            </p>
          ) : null}
          <button
            type="button"
            className="button button--primary"
            disabled={join.isPending}
            onClick={() => (token === null ? promptLogin() : join.mutate(promotion.id))}
          >
            {token === null ? t('promotions.loginToJoin') : t('promotions.join')}
          </button>
        </div>
      );
    case 'JOINED':
      return <RewardRequestForm promotionId={promotion.id} />;
    case 'REJECTED':
      return (
        <>
          {note(t('promotions.rejectedNote', { reason: promotion.participation?.rejectReason ?? '' }))}
          <RewardRequestForm promotionId={promotion.id} />
        </>
      );
    case 'APPLYING':
      return note(t('promotions.applyingNote'));
    case 'CLAIM':
      return (
        <div className="promotion-detail__action">
          <p className="promotion-detail__note">{t('promotions.claimNote')}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => openMemberCenter('rewardCenter')}
          >
            {t('promotions.openRewardCenter')}
          </button>
        </div>
      );
    case 'COMING_SOON':
      return note(t('promotions.comingSoonNote', { start: formatDateTime(promotion.startsAt) }));
    case 'PROCESS':
      return note(t('promotions.processNote'));
    case 'CLAIMED':
    case 'ISSUED':
      return note(t('promotions.claimedNote'));
    case 'CLOSE':
      return note(t('promotions.closedNote'));
  }
}

/** A promotion's detail as a dialog: cover, summary, facts, terms and what the viewer can do. */
export function PromotionDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { imageCDN } = useWhitelabel();
  const promotion = usePromotion(id);
  return (
    <Modal
      title={promotion.data?.title ?? t('promotions.details')}
      onClose={onClose}
      className="promotion-detail"
    >
      <div className="promotion-detail__body">
        <QueryContent query={promotion} skeleton={{ rows: 6, rowHeight: 28 }}>
          {(data) => (
            <div>
              {data.coverUrl !== null ? (
                <LazyImage
                  className="promotion-detail__cover"
                  src={buildImageUrl(imageCDN, data.coverUrl)}
                  alt=""
                  width={640}
                  height={360}
                />
              ) : null}
              <p>{data.summary}</p>
              <PromotionFacts promotion={data} />
              <h3>{t('promotions.terms')}</h3>
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(data.terms) }} />
              <PromotionAction promotion={data} />
            </div>
          )}
        </QueryContent>
      </div>
    </Modal>
  );
}
