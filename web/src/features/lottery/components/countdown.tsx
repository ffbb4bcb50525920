import { useTranslation } from 'react-i18next';

import { formatCountdown, useServerNow } from '../hooks/server-clock';

/**
 * Time left until an issue's sales close, on the server's clock. The text is not live for screen readers
 * (it would speak every second); the close time itself is in the title.
 */
export function Countdown({ closeAt, className }: { closeAt: string; className?: string }) {
  const { t, i18n } = useTranslation();
  const now = useServerNow();
  const left = Date.parse(closeAt) - now;
  const { days, clock } = formatCountdown(left);
  const closeText = new Date(closeAt).toLocaleString(i18n.language);
  return (
    <span
      className={['countdown', left <= 0 ? 'countdown--closed' : null, className].filter(Boolean).join(' ')}
      title={t('lottery.countdown.closesAt', { time: closeText })}
      data-testid="countdown"
    >
      {left <= 0
        ? t('lottery.countdown.closed')
        : days > 0
          ? t('lottery.countdown.days', { count: days, clock })
          : clock}
    </span>
  );
}
