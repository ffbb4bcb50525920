import type { FeatureSwitchId } from '@plaza/contracts/feature-switches';

import type { TranslationKey } from '../../i18n/translation-key';

/**
 * The agent center's pages (docs/product/agent-center.md): each an address under /agent, the team overview at /agent
 * itself, each behind its feature switch. The ids are the spec's page names where it gives one.
 */
export const AGENT_CENTER_PAGES = [
  'agentTeamOverview',
  'registerCenter',
  'downlineManagement',
  'teamBetting',
  'userLossStatements',
  'incomeReport',
  'downlineTransactions',
  'teamTransactions',
  'referralLink',
  'agentAnnouncements',
  'agentTransfer',
  'dividendRecord',
  'dailyWages',
  'hourlySalary',
  'realTimeSalary',
  'contractRequests',
] as const;
export type AgentCenterPage = (typeof AGENT_CENTER_PAGES)[number];

export interface AgentCenterPageEntry {
  /** The address under /agent ('' for the team overview). */
  path: string;
  titleKey: TranslationKey;
  /** The switch that shows the page; null: always shown to an agent. */
  switchId: FeatureSwitchId | null;
}

export const AGENT_CENTER_BASE = '/agent';

export const AGENT_CENTER_PAGE_ENTRIES: Record<AgentCenterPage, AgentCenterPageEntry> = {
  agentTeamOverview: { path: '', titleKey: 'agentCenter.page.agentTeamOverview', switchId: null },
  registerCenter: { path: 'register', titleKey: 'agentCenter.page.registerCenter', switchId: null },
  downlineManagement: { path: 'downline', titleKey: 'agentCenter.page.downlineManagement', switchId: null },
  teamBetting: { path: 'team-betting', titleKey: 'agentCenter.page.teamBetting', switchId: null },
  userLossStatements: { path: 'loss', titleKey: 'agentCenter.page.userLossStatements', switchId: null },
  incomeReport: { path: 'income', titleKey: 'agentCenter.page.incomeReport', switchId: null },
  downlineTransactions: {
    path: 'downline-transactions',
    titleKey: 'agentCenter.page.downlineTransactions',
    switchId: null,
  },
  teamTransactions: {
    path: 'team-transactions',
    titleKey: 'agentCenter.page.teamTransactions',
    switchId: null,
  },
  referralLink: { path: 'referral', titleKey: 'agentCenter.page.referralLink', switchId: null },
  agentAnnouncements: {
    path: 'announcements',
    titleKey: 'agentCenter.page.agentAnnouncements',
    switchId: null,
  },
  agentTransfer: { path: 'transfer', titleKey: 'agentCenter.page.agentTransfer', switchId: 'MEMTRANS3' },
  // Contracts (issue 20): the pages are the contracts feature's, routed by the app.
  dividendRecord: { path: 'dividends', titleKey: 'contracts.page.dividendRecord', switchId: 'DIVIDEND3' },
  dailyWages: { path: 'daily-wages', titleKey: 'contracts.page.dailyWages', switchId: 'DAILYSAL3' },
  hourlySalary: { path: 'hourly-salary', titleKey: 'contracts.page.hourlySalary', switchId: 'HOURSAL3' },
  realTimeSalary: {
    path: 'real-time-salary',
    titleKey: 'contracts.page.realTimeSalary',
    switchId: 'RTSALARY3',
  },
  contractRequests: {
    path: 'contracts',
    titleKey: 'contracts.page.contractRequests',
    switchId: 'AGENTPOLICY3',
  },
};

/** The full address of a page (`/agent`, `/agent/register`, …). */
export function agentCenterPath(page: AgentCenterPage): string {
  const { path } = AGENT_CENTER_PAGE_ENTRIES[page];
  return path === '' ? AGENT_CENTER_BASE : `${AGENT_CENTER_BASE}/${path}`;
}

/** The address of a sub-agent's team in the downline drill-down. */
export function downlineTeamPath(agentId: number): string {
  return `${agentCenterPath('downlineManagement')}/${agentId}`;
}

/** The address of a member's detail. */
export function memberDetailPath(memberId: number): string {
  return `${AGENT_CENTER_BASE}/member/${memberId}`;
}

/** The address of a page with a member chosen (transfer, downline transaction details). */
export function pathForMember(page: AgentCenterPage, memberId: number, account: string): string {
  return `${agentCenterPath(page)}?${new URLSearchParams({ memberId: String(memberId), account }).toString()}`;
}
