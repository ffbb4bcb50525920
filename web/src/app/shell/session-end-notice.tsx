import { useTranslation } from 'react-i18next';

import { Modal } from '../../components/modal';
import { dismissSessionEnd, useSessionEnd } from '../../lib/session-end';

/**
 * Tells the member why they were signed out, after the session's own parts of the page have gone: the session-time
 * limit they set (the server's message) or their idle time (docs/decisions/057-session-time-limit.md).
 */
export function SessionEndNotice() {
  const { t } = useTranslation();
  const end = useSessionEnd();
  if (end === null) {
    return null;
  }
  return (
    <Modal
      title={t(
        end.reason === 'time-limit' ? 'shell.sessionEnd.timeLimitTitle' : 'shell.sessionEnd.inactivityTitle',
      )}
      onClose={dismissSessionEnd}
      className="session-end-notice"
    >
      <div className="session-end-notice__body">
        <p>
          {end.reason === 'time-limit'
            ? end.message
            : t('shell.sessionEnd.inactivityText', { count: end.minutes })}
        </p>
        <div className="session-end-notice__actions">
          <button type="button" className="button button--primary" onClick={dismissSessionEnd}>
            {t('common.close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
