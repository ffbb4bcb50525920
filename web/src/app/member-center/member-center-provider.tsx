import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useMemberInfo } from '../../features/account/api/get-member-info';
import { InfoDialog } from '../../features/account/components/info-dialog';
import { useAccountModal } from '../../features/account/hooks/use-account-modal';
import { DEFAULT_MEMBER_CENTER_PAGE, MemberCenterContext } from '../../lib/member-center';
import type { MemberCenterControls, MemberCenterPage } from '../../lib/member-center';
import { useSessionToken } from '../../lib/use-session-token';
import { createLazyScreen } from '../lazy-screen';

// The panel loads the first time it opens: none of its code is on the home page (issue 23).
const MemberCenterPanel = createLazyScreen(() =>
  import('./member-center-panel').then((module) => module.MemberCenterPanel),
);

/**
 * Gives every feature `openMemberCenter(page)` and shows the member center panel (docs/product/money.md#balances).
 * A guest gets the login modal and a trial member the "real account needed" notice instead
 * (docs/product/money.md#balances). The panel closes when the session ends.
 */
export function MemberCenterProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const member = useMemberInfo();
  const { openAccountModal } = useAccountModal();
  // The page shown, and the session it was opened in: a new session never finds the panel open.
  const [opened, setOpened] = useState<{ page: MemberCenterPage; token: string } | null>(null);
  const [isRealAccountNeeded, setIsRealAccountNeeded] = useState(false);
  const isTrial = member.data?.isTrial === true;

  const openMemberCenter = useCallback(
    (next: MemberCenterPage = DEFAULT_MEMBER_CENTER_PAGE) => {
      if (token === null) {
        openAccountModal('login');
      } else if (isTrial) {
        setIsRealAccountNeeded(true);
      } else {
        setOpened({ page: next, token });
      }
    },
    [token, isTrial, openAccountModal],
  );

  const controls = useMemo<MemberCenterControls>(() => ({ openMemberCenter }), [openMemberCenter]);

  return (
    <MemberCenterContext value={controls}>
      {children}
      {opened !== null && opened.token === token && !isTrial ? (
        <MemberCenterPanel
          page={opened.page}
          onPageChange={(next) => setOpened({ page: next, token: opened.token })}
          onClose={() => setOpened(null)}
        />
      ) : null}
      {isRealAccountNeeded ? (
        <InfoDialog message={t('account.needTrueAccount')} onClose={() => setIsRealAccountNeeded(false)} />
      ) : null}
    </MemberCenterContext>
  );
}
