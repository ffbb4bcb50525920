import { INACTIVITY_CHOICES, REALITY_CHECK_CHOICES } from '@plaza/contracts/responsible-gambling';
import type { PlaySettings, SetPlaySettingsRequest } from '@plaza/contracts/responsible-gambling';
import { useTranslation } from 'react-i18next';

import { formatDateTime } from '../../../lib/format-date-time';
import { useErrorText } from '../../../lib/use-error-text';
import {
  useConfirmSessionLimitMutation,
  usePlaySettings,
  useSetPlaySettingsMutation,
} from '../api/gambling-controls';

/** The session-time limits offered, in minutes (0: none); the server takes 15 minutes to 24 hours. */
const SESSION_LIMIT_CHOICES = [0, 15, 30, 60, 120, 180, 240, 360, 480, 720, 1440] as const;

/**
 * The session-time limit, reality checks and the inactivity sign-out, kept with the member's account
 * (docs/decisions/057-session-time-limit.md): each choice is saved as it is made.
 */
export function PlaySafetySection() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const settings = usePlaySettings();
  const setMutation = useSetPlaySettingsMutation();
  const confirmMutation = useConfirmSessionLimitMutation();
  const failure = setMutation.error ?? confirmMutation.error;
  const duration = (minutes: number | null) =>
    minutes === null || minutes === 0
      ? t('memberServices.gambling.realityCheckOff')
      : minutes % 60 === 0
        ? t('memberServices.gambling.hours', { count: minutes / 60 })
        : t('memberServices.gambling.minutes', { count: minutes });
  const save = (change: Partial<SetPlaySettingsRequest>) =>
    setMutation.mutate({ ...toRequest(settings), ...change });

  return (
    <section className="gambling-section" aria-labelledby="gambling-play-safety">
      <h4 id="gambling-play-safety" className="gambling-section__title">
        {t('memberServices.gambling.playSafety')}
      </h4>
      <p className="gambling-section__text">{t('memberServices.gambling.playSafetyText')}</p>
      <label className="gambling-setting">
        <span>{t('memberServices.gambling.sessionLimit')}</span>
        <select
          className="input"
          value={settings.sessionMinutes ?? 0}
          disabled={setMutation.isPending}
          onChange={(event) => {
            const minutes = Number(event.target.value);
            save({ sessionMinutes: minutes === 0 ? null : minutes });
          }}
        >
          {SESSION_LIMIT_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice === 0 ? t('memberServices.gambling.noLimit') : duration(choice)}
            </option>
          ))}
        </select>
      </label>
      {settings.sessionEndsAt === null ? null : (
        <p className="gambling-section__text" role="status">
          {t('memberServices.gambling.sessionEndsAt', { time: formatDateTime(settings.sessionEndsAt) })}
        </p>
      )}
      {settings.sessionPending === null ? null : (
        <div className="gambling-limit__pending" role="status">
          <span>
            {t('memberServices.gambling.sessionPending', {
              limit:
                settings.sessionPending.minutes === null
                  ? t('memberServices.gambling.noLimit')
                  : duration(settings.sessionPending.minutes),
              time: formatDateTime(settings.sessionPending.confirmableFrom),
            })}
          </span>
          <button
            type="button"
            className="button button--outline"
            // Before its time the server refuses it with the time it can be confirmed from (gambling.limit.not.due).
            disabled={confirmMutation.isPending}
            onClick={() => confirmMutation.mutate()}
          >
            {t('memberServices.gambling.confirmRaise')}
          </button>
        </div>
      )}
      <label className="gambling-setting">
        <span>{t('memberServices.gambling.realityCheck')}</span>
        <select
          className="input"
          value={settings.realityCheckMinutes}
          disabled={setMutation.isPending}
          onChange={(event) => save({ realityCheckMinutes: Number(event.target.value) })}
        >
          {REALITY_CHECK_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {duration(choice)}
            </option>
          ))}
        </select>
      </label>
      <label className="gambling-setting">
        <span>{t('memberServices.gambling.inactivity')}</span>
        <select
          className="input"
          value={settings.inactivityMinutes}
          disabled={setMutation.isPending}
          onChange={(event) => save({ inactivityMinutes: Number(event.target.value) })}
        >
          {INACTIVITY_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {duration(choice)}
            </option>
          ))}
        </select>
      </label>
      {failure === null ? null : (
        <p className="gambling-limit__error" role="alert">
          {errorText(failure)}
        </p>
      )}
    </section>
  );
}

function toRequest(settings: PlaySettings): SetPlaySettingsRequest {
  return {
    // A raise waiting stays asked for; choosing again replaces it.
    sessionMinutes:
      settings.sessionPending === null ? settings.sessionMinutes : settings.sessionPending.minutes,
    realityCheckMinutes: settings.realityCheckMinutes,
    inactivityMinutes: settings.inactivityMinutes,
  };
}
