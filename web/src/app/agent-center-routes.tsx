import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

import { AGENT_CENTER_BASE } from '../features/agent-center/agent-center-pages';
import { createLazyScreen } from './lazy-screen';
import { createRouteHandle } from './route-handle';

// The agent area (docs/decisions/033-agent-center-addresses.md): the account feature's gate (agent login, the
// notice for members) around the agent center's menu; the pages load together, once, as one chunk.
const AgentAreaScreen = createLazyScreen(() => import('./agent-area').then((module) => module.AgentArea));

const page = (load: () => Promise<ComponentType<object>>) => {
  const Screen = createLazyScreen(load);
  return <Screen />;
};

const pages = () => import('../features/agent-center/components/agent-center-screens');
const contractPages = () => import('../features/contracts/components/contract-screens');

/** `/agent` and its pages, inside the page shell. */
export const agentCenterRoute: RouteObject = {
  path: AGENT_CENTER_BASE,
  element: <AgentAreaScreen />,
  handle: createRouteHandle('agent'),
  children: [
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
  ],
};
