import { useTranslation } from 'react-i18next';

import { useMemberCenter } from '../../../lib/member-center';
import { MailIcon } from './inbox-icons';
import { UnreadBadge } from './unread-badge';
import './inbox.css';

/** The header's messages button: opens the member center's platform messages, with the unread count on it. */
export function InboxButton({ isTrial }: { isTrial: boolean }) {
  const { t } = useTranslation();
  const { openMemberCenter } = useMemberCenter();
  return (
    <button
      type="button"
      className="icon-button inbox-button"
      aria-label={t('memberServices.inbox.open')}
      onClick={() => openMemberCenter('messageV2')}
    >
      <MailIcon />
      <UnreadBadge isEnabled={!isTrial} />
    </button>
  );
}
