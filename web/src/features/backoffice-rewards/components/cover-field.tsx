import { UPLOAD_LIMITS } from '@plaza/contracts/constants';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../../../components/field';
import { addImageFiles, IMAGE_FILE_ACCEPT } from '../../../lib/image-files';
import { useErrorText } from '../../../lib/use-error-text';

const MEGABYTES = UPLOAD_LIMITS.maxBytes / (1024 * 1024);

export interface CoverFieldProps {
  label: string;
  /** The picture's address ('' for none). */
  value: string;
  error: string | null;
  /** Uploads a picked file; answers the address the form then sends. */
  upload: (file: File) => Promise<string>;
  onChange: (value: string) => void;
}

/**
 * A promotion's picture, uploaded rather than typed (docs/decisions/076-exposure-liability-and-promotion-covers.md):
 * png or jpg of at most 5 MB, checked here before sending and again by the server by its first bytes; the picture
 * in use is shown, and a refused file is named with the reason while the picture stays as it was.
 */
export function CoverField({ label, value, error, upload, onChange }: CoverFieldProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fileInput = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: upload, onSuccess: onChange });
  const pick = (file: File) => {
    const [rejection] = addImageFiles([], [file], 1).rejections;
    if (rejection !== undefined) {
      mutation.reset();
      setRefusal(
        rejection.issue === 'size'
          ? t('support.images.tooLarge', { name: rejection.name, megabytes: MEGABYTES })
          : t('support.images.wrongType', { name: rejection.name }),
      );
      return;
    }
    setRefusal(null);
    mutation.mutate(file);
  };
  const problem = refusal ?? (mutation.error === null ? null : errorText(mutation.error)) ?? error;
  return (
    <Field
      label={label}
      hint={t('backoffice.loyalty.coverHint', { megabytes: MEGABYTES })}
      error={problem}
      className="field--wide"
    >
      {(control) => (
        <div className="cover-field">
          {value === '' ? (
            <p className="cover-field__empty">{t('backoffice.loyalty.noCover')}</p>
          ) : (
            <img className="cover-field__preview" src={value} alt={t('backoffice.loyalty.coverPreview')} />
          )}
          <div className="cover-field__actions">
            <button
              type="button"
              aria-describedby={control['aria-describedby']}
              className="button button--outline"
              disabled={mutation.isPending}
              onClick={() => fileInput.current?.click()}
            >
              {value === '' ? t('backoffice.loyalty.uploadCover') : t('backoffice.loyalty.replaceCover')}
            </button>
            {value === '' ? null : (
              <button
                type="button"
                className="button button--quiet"
                onClick={() => {
                  setRefusal(null);
                  mutation.reset();
                  onChange('');
                }}
              >
                {t('backoffice.loyalty.removeCover')}
              </button>
            )}
            {mutation.isPending ? (
              <span className="cover-field__status" role="status">
                {t('backoffice.loyalty.coverUploading')}
              </span>
            ) : null}
          </div>
          <input
            ref={fileInput}
            tabIndex={-1}
            aria-hidden="true"
            className="visually-hidden"
            type="file"
            accept={IMAGE_FILE_ACCEPT}
            data-testid="cover-file"
            onChange={(event) => {
              const [file] = [...(event.target.files ?? [])];
              if (file !== undefined) {
                pick(file);
              }
              event.target.value = '';
            }}
          />
        </div>
      )}
    </Field>
  );
}
