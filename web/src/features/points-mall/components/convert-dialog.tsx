import type { PointConfig } from '@plaza/contracts/points';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { createRequestId } from '../../../lib/request-id';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useConvertPointsMutation } from '../api/convert-points';
import { formatPoints } from './format-points';
import { PasswordConfirm } from './password-confirm';

/** The most points the member can convert: the balance rounded down to whole steps. */
function convertibleOf(balance: number, config: PointConfig): number {
  return Math.floor(balance / config.convertPoints) * config.convertPoints;
}

/**
 * Converting points to money in the main wallet: how many points (in whole steps), the money and turnover they
 * bring, then the payment password.
 */
export function ConvertDialog({
  balance,
  config,
  onClose,
}: {
  balance: number;
  config: PointConfig;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const convert = useConvertPointsMutation();
  const [requestId] = useState(createRequestId);
  const most = convertibleOf(balance, config);
  const [points, setPoints] = useState(most);
  const isValid = points >= config.minConvertPoints && points <= most && points % config.convertPoints === 0;
  const amount = (points / config.convertPoints) * config.convertAmount;
  const format = (value: number) => formatPoints(value, i18n.language);

  return (
    <Modal title={t('pointsMall.convertTitle')} onClose={onClose}>
      {convert.isSuccess ? (
        <div className="points-dialog">
          <p role="status">
            {t('pointsMall.convertDone', {
              points: format(convert.data.points),
              amount: money.format(convert.data.amount),
            })}
          </p>
          <div className="points-dialog__buttons">
            <button type="button" className="button button--primary" onClick={onClose}>
              {t('pointsMall.backToMall')}
            </button>
          </div>
        </div>
      ) : (
        <PasswordConfirm
          isPending={convert.isPending}
          error={convert.error}
          onCancel={onClose}
          onEdit={() => convert.reset()}
          onSubmit={(paymentPassword) => {
            if (isValid) {
              convert.mutate({ points, paymentPassword, requestId });
            }
          }}
        >
          <Field
            label={t('pointsMall.pointsToConvert')}
            hint={t('pointsMall.convertHint', {
              step: format(config.convertPoints),
              minimum: format(config.minConvertPoints),
            })}
            error={isValid ? null : t('pointsMall.convertInvalid')}
          >
            {(control) => (
              <input
                {...control}
                className="field__input"
                type="number"
                inputMode="numeric"
                min={config.minConvertPoints}
                max={most}
                step={config.convertPoints}
                value={points}
                onChange={(event) => {
                  setPoints(Math.trunc(Number(event.target.value)) || 0);
                  convert.reset();
                }}
              />
            )}
          </Field>
          <dl className="points-dialog__facts">
            <div>
              <dt>{t('pointsMall.convertAmount')}</dt>
              <dd>{money.format(isValid ? amount : 0)}</dd>
            </div>
            <div>
              <dt>{t('pointsMall.convertTurnover')}</dt>
              <dd>{money.format(isValid ? Math.ceil(amount * config.convertTurnoverMultiple) : 0)}</dd>
            </div>
          </dl>
        </PasswordConfirm>
      )}
    </Modal>
  );
}
