import { createContext, useContext } from 'react';

/**
 * The member center (docs/product/money.md#balances): one panel whose pages are shown one at a time, not page
 * addresses. The ids are the spec's page names. Only pages that exist are listed; the others (security center,
 * betting record, reward center, …) join this list when they are built.
 */
export const MEMBER_CENTER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'manualRebate',
  'vip',
  'missionLeaderboard',
  'inviteFriends',
  'messageV2',
  'feedback',
  'transferUpline',
  'responsibleGambling',
  'profile',
  'myContracts',
] as const;
export type MemberCenterPage = (typeof MEMBER_CENTER_PAGES)[number];

/**
 * The page the member center opens on when none is named: my account, the security center
 * (docs/product/my-account.md#security-center).
 */
export const DEFAULT_MEMBER_CENTER_PAGE: MemberCenterPage = 'securityCenter';

export interface MemberCenterControls {
  /**
   * Opens the member center on `page` (or the default page). A guest is asked to log in and a trial member is
   * told a real account is needed instead (docs/product/games.md#launch).
   */
  openMemberCenter: (page?: MemberCenterPage) => void;
}

/** Provided by the app shell, so any feature can open the member center without importing it. */
export const MemberCenterContext = createContext<MemberCenterControls | null>(null);

/** The member center's controls; throws when no shell provides them. */
export function useMemberCenter(): MemberCenterControls {
  const controls = useContext(MemberCenterContext);
  if (controls === null) {
    throw new Error('useMemberCenter needs a MemberCenterContext provider above it');
  }
  return controls;
}
