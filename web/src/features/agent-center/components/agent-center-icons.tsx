import type { JSX } from 'react';

import {
  ClockIcon,
  DiceIcon,
  FlameIcon,
  MegaphoneIcon,
  StrokeIcon,
  TrophyIcon,
} from '../../../components/icons';
import type { IconProps } from '../../../components/icons';
import { BonusIcon, ChartIcon, ReceiptIcon, WalletIcon } from '../../../components/money-icons';
import type { AgentCenterPage } from '../agent-center-pages';

/** A team (three people). */
function TeamIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="8" r="3" />
      <path d="M6 20a6 6 0 0 1 12 0" />
      <circle cx="5" cy="10" r="2" />
      <circle cx="19" cy="10" r="2" />
    </StrokeIcon>
  );
}

/** A person with a plus (register a downline). */
function AddPersonIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="10" cy="8" r="4" />
      <path d="M3 20a7 7 0 0 1 14 0" />
      <path d="M19 8v6M16 11h6" />
    </StrokeIcon>
  );
}

/** A tree of accounts (downline management). */
function TreeIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="9" y="3" width="6" height="5" rx="1" />
      <rect x="3" y="16" width="6" height="5" rx="1" />
      <rect x="15" y="16" width="6" height="5" rx="1" />
      <path d="M12 8v4M6 16v-4h12v4" />
    </StrokeIcon>
  );
}

/** A falling line (loss statements). */
function LossIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 6l6 6 4-4 8 8" />
      <path d="M21 11v5h-5" />
    </StrokeIcon>
  );
}

/** A coin stack (income). */
function IncomeIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <ellipse cx="12" cy="6" rx="7" ry="3" />
      <path d="M5 6v6c0 1.7 3.1 3 7 3s7-1.3 7-3V6" />
      <path d="M5 12v6c0 1.7 3.1 3 7 3s7-1.3 7-3v-6" />
    </StrokeIcon>
  );
}

/** Two arrows crossing (transactions, transfers). */
function ExchangeIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 8h14l-4-4M20 16H6l4 4" />
    </StrokeIcon>
  );
}

/** A chain link (referral link). */
function LinkIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </StrokeIcon>
  );
}

/** Each page's icon in the agent center's menu. */
export const AGENT_CENTER_ICONS: Record<AgentCenterPage, (props: IconProps) => JSX.Element> = {
  agentTeamOverview: TeamIcon,
  registerCenter: AddPersonIcon,
  downlineManagement: TreeIcon,
  teamBetting: DiceIcon,
  userLossStatements: LossIcon,
  incomeReport: IncomeIcon,
  downlineTransactions: ReceiptIcon,
  teamTransactions: ChartIcon,
  referralLink: LinkIcon,
  agentAnnouncements: MegaphoneIcon,
  agentTransfer: ExchangeIcon,
  dividendRecord: TrophyIcon,
  dailyWages: BonusIcon,
  hourlySalary: ClockIcon,
  realTimeSalary: FlameIcon,
  contractRequests: ReceiptIcon,
};

export { ExchangeIcon, TeamIcon, WalletIcon };
