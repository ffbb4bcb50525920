import { useTranslation } from 'react-i18next';

import { useUnreadCount } from '../api/get-unread-count';
import './inbox.css';

/** Counts above this show as "99+". */
const MAX_SHOWN = 99;

/**
 * The unread-message count badge (docs/product/member-services.md); nothing when all is read, and nothing fetched
 * when `isEnabled` is false (trial members, docs/product/accounts.md, trial members).
 */
export function UnreadBadge({ isEnabled = true }: { isEnabled?: boolean }) {
  const { t } = useTranslation();
  const unread = useUnreadCount(isEnabled);
  const count = unread.data?.count ?? 0;
  if (!isEnabled || count === 0) {
    return null;
  }
  return (
    <span className="unread-badge" aria-label={t('memberServices.inbox.unreadCount', { count })}>
      {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
    </span>
  );
}
