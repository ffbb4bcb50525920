import type { OperatorPermission } from '@plaza/contracts/operator';

import type { TranslationKey } from '../../i18n/translation-key';

/** A screen of the back office in its navigation, shown to the roles with its permission. */
export interface BackOfficeScreen {
  path: string;
  label: TranslationKey;
  permission: OperatorPermission;
}

/** A group of the navigation. `later` names the modules whose screens arrive with them (no screen yet). */
export interface BackOfficeSection {
  label: TranslationKey;
  screens: readonly BackOfficeScreen[];
  later?: readonly TranslationKey[];
}

/**
 * The back office's navigation (docs/product/back-office.md#screens). Agents, lottery, promotions and member
 * services get their screens with their modules; their places are kept here, named and inactive.
 */
export const BACK_OFFICE_SECTIONS: readonly BackOfficeSection[] = [
  {
    label: 'backoffice.nav.overview',
    screens: [
      { path: '/backoffice/dashboard', label: 'backoffice.nav.dashboard', permission: 'finance.read' },
      { path: '/backoffice/reports', label: 'backoffice.nav.reports', permission: 'finance.read' },
    ],
  },
  {
    label: 'backoffice.nav.membersSection',
    screens: [{ path: '/backoffice/members', label: 'backoffice.nav.members', permission: 'members.read' }],
  },
  {
    label: 'backoffice.nav.finance',
    screens: [
      { path: '/backoffice/finance/deposits', label: 'backoffice.nav.deposits', permission: 'finance.read' },
      {
        path: '/backoffice/finance/withdrawals',
        label: 'backoffice.nav.withdrawals',
        permission: 'finance.read',
      },
      {
        path: '/backoffice/finance/adjustments',
        label: 'backoffice.nav.adjustments',
        permission: 'finance.read',
      },
    ],
  },
  {
    label: 'backoffice.nav.contentSection',
    screens: [{ path: '/backoffice/content', label: 'backoffice.nav.content', permission: 'content.manage' }],
  },
  {
    label: 'backoffice.nav.rewardsSection',
    screens: [
      {
        path: '/backoffice/rewards/promotions',
        label: 'backoffice.nav.promotionsList',
        permission: 'rewards.configure',
      },
      { path: '/backoffice/rewards/claims', label: 'backoffice.nav.claims', permission: 'promotions.review' },
      { path: '/backoffice/rewards/vip', label: 'backoffice.nav.vipLevels', permission: 'rewards.configure' },
      {
        path: '/backoffice/rewards/rebate',
        label: 'backoffice.nav.rebateRates',
        permission: 'rewards.configure',
      },
      {
        path: '/backoffice/rewards/mall',
        label: 'backoffice.nav.mallItems',
        permission: 'rewards.configure',
      },
      {
        path: '/backoffice/rewards/redemptions',
        label: 'backoffice.nav.redemptions',
        permission: 'promotions.review',
      },
      {
        path: '/backoffice/rewards/missions',
        label: 'backoffice.nav.missions',
        permission: 'rewards.configure',
      },
      {
        path: '/backoffice/rewards/raffles',
        label: 'backoffice.nav.raffles',
        permission: 'rewards.configure',
      },
      {
        path: '/backoffice/rewards/referral',
        label: 'backoffice.nav.referral',
        permission: 'rewards.configure',
      },
    ],
  },
  {
    label: 'backoffice.nav.settings',
    screens: [
      {
        path: '/backoffice/settings/maintenance',
        label: 'backoffice.nav.maintenance',
        permission: 'settings.manage',
      },
      {
        path: '/backoffice/settings/switches',
        label: 'backoffice.nav.switches',
        permission: 'settings.manage',
      },
      {
        path: '/backoffice/settings/regions',
        label: 'backoffice.nav.regions',
        permission: 'settings.manage',
      },
    ],
  },
  {
    label: 'backoffice.nav.games',
    screens: [
      { path: '/backoffice/games/vendors', label: 'backoffice.nav.vendors', permission: 'games.read' },
      { path: '/backoffice/games/catalogue', label: 'backoffice.nav.catalogue', permission: 'games.read' },
      { path: '/backoffice/games/categories', label: 'backoffice.nav.categories', permission: 'games.read' },
    ],
  },
  {
    label: 'backoffice.nav.lottery',
    screens: [
      {
        path: '/backoffice/lottery/calendar',
        label: 'backoffice.nav.lotteryCalendar',
        permission: 'lottery.read',
      },
      {
        path: '/backoffice/lottery/results',
        label: 'backoffice.nav.lotteryResults',
        permission: 'lottery.read',
      },
      { path: '/backoffice/lottery/odds', label: 'backoffice.nav.lotteryOdds', permission: 'lottery.read' },
      {
        path: '/backoffice/lottery/exposure',
        label: 'backoffice.nav.lotteryExposure',
        permission: 'lottery.read',
      },
    ],
  },
  {
    label: 'backoffice.nav.agents',
    screens: [
      { path: '/backoffice/agents/tree', label: 'backoffice.nav.agentTree', permission: 'members.read' },
      { path: '/backoffice/agents/contracts', label: 'backoffice.nav.contracts', permission: 'members.read' },
      { path: '/backoffice/agents/bills', label: 'backoffice.nav.bills', permission: 'members.read' },
    ],
  },
  {
    label: 'backoffice.nav.support',
    screens: [
      {
        path: '/backoffice/support/feedback',
        label: 'backoffice.nav.feedback',
        permission: 'support.answer',
      },
      { path: '/backoffice/support/chat', label: 'backoffice.nav.liveChat', permission: 'support.answer' },
      {
        path: '/backoffice/support/chat-room',
        label: 'backoffice.nav.chatRoom',
        permission: 'chatroom.moderate',
      },
    ],
  },
  {
    label: 'backoffice.nav.administration',
    screens: [
      { path: '/backoffice/operators', label: 'backoffice.nav.operators', permission: 'operators.manage' },
      { path: '/backoffice/audit', label: 'backoffice.nav.audit', permission: 'audit.read' },
    ],
  },
];
