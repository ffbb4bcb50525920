import { useTranslation } from 'react-i18next';

import {
  INACTIVITY_CHOICES,
  REALITY_CHECK_CHOICES,
  savePlaySafety,
  usePlaySafety,
} from '../hooks/play-safety-settings';

/** Reality checks and the inactivity logout, saved at once in this browser. */
export function PlaySafetySection() {
  const { t } = useTranslation();
  const settings = usePlaySafety();
  const minutes = (count: number) =>
    count === 0
      ? t('memberServices.gambling.realityCheckOff')
      : t('memberServices.gambling.minutes', { count });
  return (
    <section className="gambling-section" aria-labelledby="gambling-play-safety">
      <h4 id="gambling-play-safety" className="gambling-section__title">
        {t('memberServices.gambling.playSafety')}
      </h4>
      <p className="gambling-section__text">{t('memberServices.gambling.playSafetyText')}</p>
      <label className="gambling-setting">
        <span>{t('memberServices.gambling.realityCheck')}</span>
        <select
          className="input"
          value={settings.realityCheckMinutes}
          onChange={(event) =>
            savePlaySafety({ ...settings, realityCheckMinutes: Number(event.target.value) })
          }
        >
          {REALITY_CHECK_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {minutes(choice)}
            </option>
          ))}
        </select>
      </label>
      <label className="gambling-setting">
        <span>{t('memberServices.gambling.inactivity')}</span>
        <select
          className="input"
          value={settings.inactivityMinutes}
          onChange={(event) => savePlaySafety({ ...settings, inactivityMinutes: Number(event.target.value) })}
        >
          {INACTIVITY_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {minutes(choice)}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
