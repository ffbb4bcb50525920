import { UPLOAD_LIMITS } from '@plaza/contracts/constants';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { addImageFiles, IMAGE_FILE_ACCEPT } from '../lib/image-files';
import type { ImageFileRejection } from '../lib/image-files';

const MEGABYTES = UPLOAD_LIMITS.maxBytes / (1024 * 1024);

export interface ImagePickerProps {
  images: readonly File[];
  onChange: (images: File[]) => void;
  /** How many images may be chosen (3 unless said). */
  maxImages?: number;
}

/**
 * Picks up to 3 png or jpg images of at most 5 MB (lib/image-files.ts), lists the chosen ones with a remove
 * button each and names the refused ones with the reason.
 */
export function ImagePicker({ images, onChange, maxImages = UPLOAD_LIMITS.maxImages }: ImagePickerProps) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [rejections, setRejections] = useState<ImageFileRejection[]>([]);

  const rejectionText = (rejection: ImageFileRejection) => {
    switch (rejection.issue) {
      case 'type':
        return t('support.images.wrongType', { name: rejection.name });
      case 'size':
        return t('support.images.tooLarge', { name: rejection.name, megabytes: MEGABYTES });
      case 'count':
        return t('support.images.tooMany', { name: rejection.name, max: maxImages });
    }
  };

  return (
    <div className="image-picker">
      <button
        type="button"
        className="button button--outline"
        disabled={images.length >= maxImages}
        onClick={() => fileInput.current?.click()}
      >
        {t('support.images.add', { max: maxImages, megabytes: MEGABYTES })}
      </button>
      <input
        ref={fileInput}
        tabIndex={-1}
        aria-hidden="true"
        className="visually-hidden"
        type="file"
        accept={IMAGE_FILE_ACCEPT}
        multiple={maxImages > 1}
        onChange={(event) => {
          const picked = addImageFiles(images, [...(event.target.files ?? [])], maxImages);
          onChange(picked.files);
          setRejections(picked.rejections);
          event.target.value = '';
        }}
      />
      {images.length > 0 ? (
        <ul className="image-picker__files" aria-label={t('support.images.chosen')}>
          {images.map((image, index) => (
            <li key={`${image.name}-${index}`} className="image-picker__file">
              <span>{image.name}</span>
              <button
                type="button"
                className="button button--quiet"
                aria-label={t('support.images.remove', { name: image.name })}
                onClick={() => onChange(images.filter((_, position) => position !== index))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {rejections.length > 0 ? (
        <ul className="image-picker__errors" role="alert">
          {rejections.map((rejection) => (
            <li key={rejection.name}>{rejectionText(rejection)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
