import type { ComponentType } from 'react';
import { useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';

import { AgentPage } from '../features/account/components/agent-page';
import { AgentCenterLayout } from '../features/agent-center/components/agent-center-layout';
import { createLazyScreen } from './lazy-screen';

const page = (load: () => Promise<ComponentType<object>>) => {
  const Screen = createLazyScreen(load);
  return <Screen />;
};

// The agent center's pages load together, once, as one chunk; the contracts' pages as another.
const pages = () => import('../features/agent-center/components/agent-center-screens');
const contractPages = () => import('../features/contracts/components/contract-screens');

/** The agent center's pages under /agent (docs/decisions/033-agent-center-addresses.md), inside its layout. */
const AGENT_CENTER_PAGE_ROUTES: RouteObject[] = [
  { index: true, element: page(() => pages().then((module) => module.TeamOverviewPage)) },
  { path: 'register', element: page(() => pages().then((module) => module.RegisterCenterPage)) },
  { path: 'downline', element: page(() => pages().then((module) => module.DownlinePage)) },
  { path: 'downline/:agentId', element: page(() => pages().then((module) => module.DownlinePage)) },
  { path: 'member/:memberId', element: page(() => pages().then((module) => module.MemberDetailPage)) },
  { path: 'team-betting', element: page(() => pages().then((module) => module.TeamBettingPage)) },
  { path: 'loss', element: page(() => pages().then((module) => module.LossStatementsPage)) },
  { path: 'income', element: page(() => pages().then((module) => module.IncomeReportPage)) },
  {
    path: 'downline-transactions',
    element: page(() => pages().then((module) => module.DownlineTransactionsPage)),
  },
  { path: 'team-transactions', element: page(() => pages().then((module) => module.TeamTransactionsPage)) },
  { path: 'referral', element: page(() => pages().then((module) => module.ReferralLinkPage)) },
  { path: 'announcements', element: page(() => pages().then((module) => module.AgentAnnouncementsPage)) },
  { path: 'transfer', element: page(() => pages().then((module) => module.AgentTransferPage)) },
  { path: 'dividends', element: page(() => contractPages().then((module) => module.DividendRecordPage)) },
  { path: 'daily-wages', element: page(() => contractPages().then((module) => module.DailyWagesPage)) },
  { path: 'hourly-salary', element: page(() => contractPages().then((module) => module.HourlySalaryPage)) },
  {
    path: 'real-time-salary',
    element: page(() => contractPages().then((module) => module.RealTimeSalaryPage)),
  },
  { path: 'contracts', element: page(() => contractPages().then((module) => module.ContractRequestsPage)) },
  // Any other address under /agent: the layout says the page does not exist.
  { path: '*', element: null },
];

const AGENT_AREA_ROUTES: RouteObject[] = [
  {
    element: <AgentPage renderAgentHome={(member) => <AgentCenterLayout member={member} />} />,
    children: AGENT_CENTER_PAGE_ROUTES,
  },
];

/**
 * The agent area (the route of /agent and every address under it): the account feature decides who gets in; an
 * agent gets the agent center, whose layout shows the page of the address.
 */
export function AgentArea() {
  return useRoutes(AGENT_AREA_ROUTES);
}
