import { REMARK_MAX_LENGTH, UPLOAD_LIMITS } from '@plaza/contracts/constants';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { useErrorText } from '../../../lib/use-error-text';
import { useRequestRewardMutation } from '../api/request-reward';
import { addImages, IMAGE_ACCEPT, isRemarkWithinLimit, remarkLength } from '../hooks/request-images';
import type { ImageRejection } from '../hooks/request-images';

const MEGABYTES = UPLOAD_LIMITS.maxBytes / (1024 * 1024);

/**
 * The reward request of a joined sign-up promotion: a remark of at most 140 characters and up to 3 png or jpg
 * images of at most 5 MB, checked here before sending and again by the server.
 */
export function RewardRequestForm({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fileInput = useRef<HTMLInputElement>(null);
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [rejections, setRejections] = useState<ImageRejection[]>([]);
  const mutation = useRequestRewardMutation();
  const isRemarkValid = isRemarkWithinLimit(remark);

  const rejectionText = (rejection: ImageRejection) => {
    switch (rejection.issue) {
      case 'type':
        return t('promotions.imageWrongType', { name: rejection.name });
      case 'size':
        return t('promotions.imageTooLarge', { name: rejection.name, megabytes: MEGABYTES });
      case 'count':
        return t('promotions.imageTooMany', { name: rejection.name, max: UPLOAD_LIMITS.maxImages });
    }
  };

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
      <div>
        <button
          type="button"
          className="button button--outline"
          disabled={images.length >= UPLOAD_LIMITS.maxImages}
          onClick={() => fileInput.current?.click()}
        >
          {t('promotions.addImages', { max: UPLOAD_LIMITS.maxImages, megabytes: MEGABYTES })}
        </button>
        <input
          ref={fileInput}
          tabIndex={-1}
          aria-hidden="true"
          className="visually-hidden"
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          onChange={(event) => {
            const picked = addImages(images, [...(event.target.files ?? [])]);
            setImages(picked.files);
            setRejections(picked.rejections);
            event.target.value = '';
          }}
        />
      </div>
      {images.length > 0 ? (
        <ul className="reward-request__files" aria-label={t('promotions.chosenImages')}>
          {images.map((image, index) => (
            <li key={`${image.name}-${index}`} className="reward-request__file">
              <span>{image.name}</span>
              <button
                type="button"
                className="button button--quiet"
                aria-label={t('promotions.removeImage', { name: image.name })}
                onClick={() => setImages(images.filter((_, position) => position !== index))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {rejections.length > 0 ? (
        <ul className="reward-request__errors" role="alert">
          {rejections.map((rejection) => (
            <li key={rejection.name}>{rejectionText(rejection)}</li>
          ))}
        </ul>
      ) : null}
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
