import { REMARK_MAX_LENGTH } from '@plaza/contracts/constants';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { ImagePicker } from '../../../components/image-picker';
import { useErrorText } from '../../../lib/use-error-text';
import { useRequestRewardMutation } from '../api/request-reward';
import { isRemarkWithinLimit, remarkLength } from '../hooks/request-images';

/**
 * The reward request of a joined sign-up promotion: a remark of at most 140 characters and up to 3 png or jpg
 * images of at most 5 MB, checked here before sending and again by the server.
 */
export function RewardRequestForm({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const mutation = useRequestRewardMutation();
  const isRemarkValid = isRemarkWithinLimit(remark);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isRemarkValid) {
      mutation.mutate({ promotionId, remark: remark.trim(), images });
    }
  };

  return (
    <form className="promotion-detail__action" onSubmit={onSubmit} noValidate>
      <Field
        label={t('promotions.remark')}
        hint={t('promotions.remarkCount', { count: remarkLength(remark), max: REMARK_MAX_LENGTH })}
        error={isRemarkValid ? undefined : t('promotions.remarkTooLong', { max: REMARK_MAX_LENGTH })}
      >
        {(control) => (
          <textarea
            {...control}
            className="reward-request__textarea"
            value={remark}
            onChange={(event) => setRemark(event.target.value)}
          />
        )}
      </Field>
      <ImagePicker images={images} onChange={setImages} />
      {mutation.isError ? (
        <p className="reward-request__errors" role="alert">
          {errorText(mutation.error)}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary"
        disabled={mutation.isPending || !isRemarkValid}
      >
        {mutation.isPending ? t('common.loading') : t('promotions.requestReward')}
      </button>
    </form>
  );
}
