import { CUSTOMER_SERVICE_WINDOW } from '@plaza/contracts/constants';
import { useTranslation } from 'react-i18next';

import { HeadsetIcon } from '../../../components/icons';
import { useLoginPrompt } from '../../../lib/login-prompt';
import { useSessionToken } from '../../../lib/use-session-token';

const WINDOW_NAME = 'plaza-support-chat';

/**
 * Opens Plaza's own customer service chat in the 440x750 service window (the address CBS_launchChat answers); a
 * guest is asked to log in first. The window opens at the click, so no pop-up blocker stops it, and is pointed at
 * the chat once the address is known.
 */
export function LiveChatButton({ className }: { className: string }) {
  const { t } = useTranslation();
  const isLoggedIn = useSessionToken() !== null;
  const promptLogin = useLoginPrompt();
  const open = () => {
    if (!isLoggedIn) {
      promptLogin();
      return;
    }
    const { width, height } = CUSTOMER_SERVICE_WINDOW;
    const target = window.open('', WINDOW_NAME, `width=${width},height=${height}`);
    // The call and its contract load at the click: the right bar is on every first screen, the chat rarely opened.
    import('../api/launch-chat')
      .then(({ launchChat }) => launchChat())
      .then((chatUrl) => {
        if (target === null) {
          window.location.assign(chatUrl);
        } else {
          target.location.href = chatUrl;
        }
      })
      .catch(() => target?.close());
  };
  return (
    <button type="button" className={className} aria-label={t('support.chat.title')} onClick={open}>
      <HeadsetIcon />
      <span className="right-bar__tooltip" aria-hidden="true">
        {t('support.chat.title')}
      </span>
    </button>
  );
}
