import type { FeatureSwitchId } from '@plaza/contracts/feature-switches';
import { isFeatureEnabled } from '@plaza/contracts/feature-switches';
import { useEffect, useId, useRef } from 'react';
import type { JSX, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ChatIcon, DiceIcon, GiftIcon, ShieldIcon, StarIcon, TrophyIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import {
  BonusIcon,
  ChartIcon,
  DepositIcon,
  ReceiptIcon,
  WalletIcon,
  WithdrawIcon,
} from '../../components/money-icons';
import { LockIcon, UplineIcon, UserIcon } from '../../components/icons';
import type { TranslationKey } from '../../i18n/translation-key';
import { usePromotionState } from '../../lib/api/get-promotion-state';
import { useWhitelabel } from '../../lib/api/get-whitelabel';
import { MEMBER_CENTER_PAGES } from '../../lib/member-center';
import type { MemberCenterPage } from '../../lib/member-center';
import { MailIcon } from '../../features/inbox/components/inbox-icons';
import { MissionBadge } from '../../features/missions/components/mission-badge';
import { UnreadBadge } from '../../features/inbox/components/unread-badge';
import { createLazyScreen } from '../lazy-screen';
import './member-center.css';

// Each page loads with its feature's chunk the first time it is shown.
const MyWalletScreen = createLazyScreen(() =>
  import('../../features/wallet/components/my-wallet-page').then((module) => module.MyWalletPage),
);
const DepositScreen = createLazyScreen(() =>
  import('../../features/wallet/components/deposit-page').then((module) => module.DepositPage),
);
const WithdrawScreen = createLazyScreen(() =>
  import('../../features/wallet/components/withdraw-page').then((module) => module.WithdrawPage),
);
const BettingRecordScreen = createLazyScreen(() =>
  import('../../features/records/components/betting-record-page').then((module) => module.BettingRecordPage),
);
const AccountRecordScreen = createLazyScreen(() =>
  import('../../features/records/components/account-record-page').then((module) => module.AccountRecordPage),
);
const PersonalLossScreen = createLazyScreen(() =>
  import('../../features/records/components/personal-loss-page').then((module) => module.PersonalLossPage),
);
const MessagesScreen = createLazyScreen(() =>
  import('../../features/inbox/components/messages-page').then((module) => module.MessagesPage),
);
const FeedbackScreen = createLazyScreen(() =>
  import('../../features/feedback/components/feedback-page').then((module) => module.FeedbackPage),
);
const ResponsibleGamblingScreen = createLazyScreen(() =>
  import('../../features/responsible-gambling/components/responsible-gambling-page').then(
    (module) => module.ResponsibleGamblingPage,
  ),
);
const SecurityCenterScreen = createLazyScreen(() =>
  import('../../features/my-account/components/security-center-page').then(
    (module) => module.SecurityCenterPage,
  ),
);
const ProfileScreen = createLazyScreen(() =>
  import('../../features/my-account/components/profile-page').then((module) => module.ProfilePage),
);
const BonusDetailsScreen = createLazyScreen(() =>
  import('../../features/records/components/bonus-details-page').then((module) => module.BonusDetailsPage),
);
const RewardCenterScreen = createLazyScreen(() =>
  import('../../features/promotions/components/reward-center-page').then((module) => module.RewardCenterPage),
);
const ManualRebateScreen = createLazyScreen(() =>
  import('../../features/rebate/components/manual-rebate-page').then((module) => module.ManualRebatePage),
);
const VipScreen = createLazyScreen(() =>
  import('../../features/vip/components/vip-page').then((module) => module.VipPage),
);
const MyContractsScreen = createLazyScreen(() =>
  import('../../features/contracts/components/contract-screens').then((module) => module.MyContractsPage),
);
const MissionsScreen = createLazyScreen(() =>
  import('../../features/missions/components/missions-page').then((module) => module.MissionsPage),
);
const InviteFriendsScreen = createLazyScreen(() =>
  import('../../features/referral/components/invite-friends-page').then((module) => module.InviteFriendsPage),
);
const TransferUplineScreen = createLazyScreen(() =>
  import('./transfer-upline-screen').then((module) => module.TransferUplineScreen),
);

interface PageEntry {
  titleKey: TranslationKey;
  Icon: (props: { className?: string }) => JSX.Element;
  Screen: (props: object) => JSX.Element;
  /** A count shown on the tab (docs/product/member-services.md). */
  Badge?: (props: object) => JSX.Element | null;
  /** The feature switch the page needs, when it has one. */
  feature?: FeatureSwitchId;
  /**
   * A page of bonuses and rewards: not listed on a deployment whose bonuses are off (Brazil,
   * docs/product/promotions.md#where-bonuses-are-forbidden; docs/decisions/045-bonus-pages-hidden.md).
   */
  isBonus?: true;
}

const PAGES: Record<MemberCenterPage, PageEntry> = {
  securityCenter: {
    titleKey: 'memberCenter.page.securityCenter',
    Icon: LockIcon,
    Screen: SecurityCenterScreen,
  },
  profile: { titleKey: 'memberCenter.page.profile', Icon: UserIcon, Screen: ProfileScreen },
  transferFund: { titleKey: 'memberCenter.page.transferFund', Icon: WalletIcon, Screen: MyWalletScreen },
  depositv2: { titleKey: 'memberCenter.page.depositv2', Icon: DepositIcon, Screen: DepositScreen },
  withdraw: { titleKey: 'memberCenter.page.withdraw', Icon: WithdrawIcon, Screen: WithdrawScreen },
  personalHistoryCopy: {
    titleKey: 'memberCenter.page.personalHistoryCopy',
    Icon: DiceIcon,
    Screen: BettingRecordScreen,
  },
  transactionHistory: {
    titleKey: 'memberCenter.page.transactionHistory',
    Icon: ReceiptIcon,
    Screen: AccountRecordScreen,
  },
  personalProfit: {
    titleKey: 'memberCenter.page.personalProfit',
    Icon: ChartIcon,
    Screen: PersonalLossScreen,
  },
  bonusDetails: {
    titleKey: 'memberCenter.page.bonusDetails',
    Icon: BonusIcon,
    Screen: BonusDetailsScreen,
    isBonus: true,
  },
  rewardCenter: {
    titleKey: 'memberCenter.page.rewardCenter',
    Icon: GiftIcon,
    Screen: RewardCenterScreen,
    isBonus: true,
  },
  manualRebate: {
    titleKey: 'memberCenter.page.manualRebate',
    Icon: BonusIcon,
    Screen: ManualRebateScreen,
    isBonus: true,
  },
  vip: { titleKey: 'memberCenter.page.vip', Icon: StarIcon, Screen: VipScreen, isBonus: true },
  missionLeaderboard: {
    titleKey: 'memberCenter.page.missionLeaderboard',
    Icon: TrophyIcon,
    Screen: MissionsScreen,
    Badge: MissionBadge,
    isBonus: true,
  },
  inviteFriends: {
    titleKey: 'memberCenter.page.inviteFriends',
    Icon: UserIcon,
    Screen: InviteFriendsScreen,
    isBonus: true,
  },
  messageV2: {
    titleKey: 'memberCenter.page.messageV2',
    Icon: MailIcon,
    Screen: MessagesScreen,
    Badge: UnreadBadge,
    feature: 'INBOX3',
  },
  feedback: {
    titleKey: 'memberCenter.page.feedback',
    Icon: ChatIcon,
    Screen: FeedbackScreen,
    feature: 'FEEDBACK3',
  },
  transferUpline: {
    titleKey: 'memberCenter.page.transferUpline',
    Icon: UplineIcon,
    Screen: TransferUplineScreen,
    feature: 'FUNDTRANS3',
  },
  responsibleGambling: {
    titleKey: 'memberCenter.page.responsibleGambling',
    Icon: ShieldIcon,
    Screen: ResponsibleGamblingScreen,
  },
  myContracts: {
    titleKey: 'contracts.page.myContracts',
    Icon: ReceiptIcon,
    Screen: MyContractsScreen,
    feature: 'AGENTPOLICY3',
  },
};
/**
 * The count badge of the pages that have one (the reward center's rewards ready to claim) and whether the
 * deployment's bonuses are off (known once the state is read; until then every page is listed).
 */
function usePromotionFacts(): { badges: Partial<Record<MemberCenterPage, number>>; areBonusesOff: boolean } {
  const state = usePromotionState();
  return {
    badges: { rewardCenter: state.data?.availablePromoCount ?? 0 },
    areBonusesOff: state.data?.bonusesEnabled === false,
  };
}

export interface MemberCenterPanelProps {
  page: MemberCenterPage;
  onPageChange: (page: MemberCenterPage) => void;
  onClose: () => void;
}

/**
 * The member center (docs/product/money.md#balances): a dialog with the list of its pages as tabs (vertical on
 * wide screens, a scrolling strip on phones; arrow keys, Home and End move between them) and the one active page.
 */
export function MemberCenterPanel({ page, onPageChange, onClose }: MemberCenterPanelProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const tabRefs = useRef(new Map<MemberCenterPage, HTMLButtonElement>());
  const pageRef = useRef<HTMLElement>(null);
  const { Screen, titleKey } = PAGES[page];
  const { badges, areBonusesOff } = usePromotionFacts();
  // Pages of a feature switched off are not listed (docs/product/member-services.md: INBOX3, …), nor the bonus
  // pages where bonuses are off; a bonus page opened by name still shows its own "not offered" message.
  const { featureSwitches } = useWhitelabel();
  const shownPages = MEMBER_CENTER_PAGES.filter((entry) => {
    const { feature, isBonus } = PAGES[entry];
    if (isBonus === true && areBonusesOff && entry !== page) {
      return false;
    }
    return feature === undefined || isFeatureEnabled(featureSwitches, feature);
  });

  // A page step that replaces the focused button (a form giving way to its outcome) drops focus to the
  // document body, out of the dialog's reach: Escape still closes the panel and Tab comes back into the page.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (document.activeElement !== document.body && document.activeElement !== null) {
        return;
      }
      if (event.key === 'Escape') {
        onClose();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        pageRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const moveTo = (next: MemberCenterPage) => {
    onPageChange(next);
    tabRefs.current.get(next)?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = shownPages.indexOf(page);
    const last = shownPages.length - 1;
    const targets: Record<string, number> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowRight: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    const next = target === undefined ? undefined : shownPages[target];
    if (next !== undefined) {
      event.preventDefault();
      moveTo(next);
    }
  };

  return (
    <Modal title={t('memberCenter.title')} onClose={onClose} className="member-center">
      <div className="member-center__layout">
        <div
          className="member-center__tabs"
          role="tablist"
          aria-label={t('memberCenter.title')}
          aria-orientation="vertical"
          onKeyDown={onTabKeyDown}
        >
          {shownPages.map((entry) => {
            const { Icon, Badge } = PAGES[entry];
            const isActive = entry === page;
            return (
              <button
                key={entry}
                ref={(element) => {
                  if (element === null) {
                    tabRefs.current.delete(entry);
                  } else {
                    tabRefs.current.set(entry, element);
                  }
                }}
                id={`${baseId}-tab-${entry}`}
                type="button"
                role="tab"
                aria-selected={isActive}
                aria-controls={`${baseId}-panel`}
                tabIndex={isActive ? 0 : -1}
                className="member-center__tab"
                onClick={() => onPageChange(entry)}
              >
                <Icon className="member-center__tab-icon" />
                <span>{t(PAGES[entry].titleKey)}</span>
                {(badges[entry] ?? 0) > 0 ? (
                  <span
                    className="member-center__badge"
                    aria-label={t('memberCenter.badge', { count: badges[entry] })}
                  >
                    {badges[entry]}
                  </span>
                ) : null}
                {Badge === undefined ? null : <Badge />}
              </button>
            );
          })}
        </div>
        <section
          ref={pageRef}
          tabIndex={-1}
          id={`${baseId}-panel`}
          className="member-center__page"
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${page}`}
        >
          <h3 className="member-center__page-title">{t(titleKey)}</h3>
          <Screen key={page} />
        </section>
      </div>
    </Modal>
  );
}
