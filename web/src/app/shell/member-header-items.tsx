import { useMemberInfo } from '../../features/account/api/get-member-info';
import { MemberMenu } from '../../features/account/components/member-menu';
import { NoticeButton } from '../../features/home/components/notice-button';
import { InboxButton } from '../../features/inbox/components/inbox-button';
import { HeaderBalance } from '../../features/wallet/components/header-balance';
import { useFeature } from '../../lib/use-feature';

/**
 * The header's items for a logged-in member (docs/product/site.md#routes-and-screens): the balance with its refresh
 * and deposit buttons, the notice button, the messages button and the avatar menu. A chunk of its own, loaded by the
 * header once a member is logged in, so a guest's first screen does not carry it (docs/decisions/049-home-page-first-screen.md).
 */
export function MemberHeaderItems() {
  // Until the member is known they count as a trial member: a trial member's unread count is never fetched.
  const isTrial = useMemberInfo().data?.isTrial ?? true;
  const hasInbox = useFeature('INBOX3');
  return (
    <>
      <HeaderBalance />
      <NoticeButton />
      {hasInbox ? <InboxButton isTrial={isTrial} /> : null}
      <MemberMenu />
    </>
  );
}
