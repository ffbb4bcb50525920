import type { PointReward } from '@plaza/contracts/points';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { createRequestId } from '../../../lib/request-id';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useRedeemPointRewardMutation } from '../api/redeem-point-reward';
import { formatPoints } from './format-points';
import { PasswordConfirm } from './password-confirm';

const MAX_QUANTITY = 99;

/**
 * Redeeming a mall reward: how many, what it costs and leaves, then the payment password. The request id is made
 * when the dialog opens, so a second press or a retry is the same redemption.
 */
export function RedeemDialog({
  reward,
  balance,
  onClose,
}: {
  reward: PointReward;
  balance: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const redeem = useRedeemPointRewardMutation();
  const [requestId] = useState(createRequestId);
  const most = Math.max(1, Math.min(reward.stock, MAX_QUANTITY, Math.floor(balance / reward.pointsRequired)));
  const [quantity, setQuantity] = useState(1);
  const cost = reward.pointsRequired * quantity;
  const points = (value: number) => formatPoints(value, i18n.language);

  return (
    <Modal title={t('pointsMall.redeemTitle', { title: reward.title })} onClose={onClose}>
      {redeem.isSuccess ? (
        <div className="points-dialog">
          <p role="status">{t('pointsMall.redeemDone', { reference: redeem.data.referenceNo })}</p>
          <div className="points-dialog__buttons">
            <button type="button" className="button button--primary" onClick={onClose}>
              {t('pointsMall.backToMall')}
            </button>
          </div>
        </div>
      ) : (
        <PasswordConfirm
          isPending={redeem.isPending}
          error={redeem.error}
          onCancel={onClose}
          onEdit={() => redeem.reset()}
          onSubmit={(paymentPassword) =>
            redeem.mutate({ rewardId: reward.id, quantity, paymentPassword, requestId })
          }
        >
          <Field label={t('pointsMall.quantity')} hint={t('pointsMall.quantityHint', { most })}>
            {(control) => (
              <input
                {...control}
                className="field__input"
                type="number"
                inputMode="numeric"
                min={1}
                max={most}
                value={quantity}
                onChange={(event) => {
                  const next = Math.trunc(Number(event.target.value));
                  setQuantity(Number.isFinite(next) ? Math.min(Math.max(next, 1), most) : 1);
                  redeem.reset();
                }}
              />
            )}
          </Field>
          <dl className="points-dialog__facts">
            <div>
              <dt>{t('pointsMall.cost')}</dt>
              <dd>{points(cost)}</dd>
            </div>
            <div>
              <dt>{t('pointsMall.balanceAfter')}</dt>
              <dd>{points(balance - cost)}</dd>
            </div>
            {reward.cashAmount > 0 ? (
              <div>
                <dt>{t('pointsMall.cashValue')}</dt>
                <dd>{money.format(reward.cashAmount * quantity)}</dd>
              </div>
            ) : null}
          </dl>
          <p className="points-reward__reason">{t('pointsMall.reviewNote')}</p>
        </PasswordConfirm>
      )}
    </Modal>
  );
}
