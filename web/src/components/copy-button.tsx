import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import './copy-button.css';

/** Copies `value` to the clipboard and says so for a moment (in words, for screen readers too). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') {
      return undefined;
    }
    const timer = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);

  return (
    <button
      type="button"
      className="button button--quiet copy-button"
      aria-label={`${label}: ${t('common.copy')}`}
      onClick={() => {
        navigator.clipboard.writeText(value).then(
          () => setState('copied'),
          () => setState('failed'),
        );
      }}
    >
      <span aria-live="polite">
        {state === 'copied'
          ? t('common.copied')
          : state === 'failed'
            ? t('common.copyFailed')
            : t('common.copy')}
      </span>
    </button>
  );
}
