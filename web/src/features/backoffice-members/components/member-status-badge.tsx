import { useTranslation } from 'react-i18next';

const KNOWN = ['ACTIVE', 'LOCKED', 'SELF_BLOCKED'] as const;

/** A member's status as a badge: active in green, locked or self-blocked in red. */
export function MemberStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = KNOWN.find((candidate) => candidate === status);
  return (
    <span className={`back-office-badge back-office-badge--${status === 'ACTIVE' ? 'on' : 'off'}`}>
      {known === undefined ? status : t(`backoffice.members.statuses.${known}`)}
    </span>
  );
}
