import type { OperatorPermission } from '@plaza/contracts/operator';
import { operatorMay } from '@plaza/contracts/operator';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';

import { ShieldIcon } from '../../components/icons';
import { StateMessage } from '../../components/state-message';
import { AdjustmentsPage } from '../../features/backoffice-finance/components/adjustments-page';
import { AgentTreePage } from '../../features/backoffice-agents/components/agent-tree-page';
import { BillsPage } from '../../features/backoffice-agents/components/bills-page';
import { ContractsPage } from '../../features/backoffice-agents/components/contracts-page';
import { AuditPage } from '../../features/backoffice-audit/components/audit-page';
import { ContentPage } from '../../features/backoffice-content/components/content-page';
import { DepositsPage } from '../../features/backoffice-finance/components/deposits-page';
import { WithdrawalsPage } from '../../features/backoffice-finance/components/withdrawals-page';
import { CataloguePage } from '../../features/backoffice-games/components/catalogue-page';
import { CategoriesPage } from '../../features/backoffice-games/components/categories-page';
import { VendorsPage } from '../../features/backoffice-games/components/vendors-page';
import { LotteryCalendarPage } from '../../features/backoffice-lottery/components/calendar-page';
import { LotteryExposurePage } from '../../features/backoffice-lottery/components/exposure-page';
import { LotteryOddsPage } from '../../features/backoffice-lottery/components/odds-page';
import { LotteryResultsPage } from '../../features/backoffice-lottery/components/results-page';
import { MemberPage } from '../../features/backoffice-members/components/member-page';
import { MembersPage } from '../../features/backoffice-members/components/members-page';
import { FeatureSwitchesPage } from '../../features/backoffice-settings/components/feature-switches-page';
import { MaintenancePage } from '../../features/backoffice-settings/components/maintenance-page';
import { RegionsPage } from '../../features/backoffice-settings/components/regions-page';
import { OperatorsPage } from '../../features/backoffice-operators/components/operators-page';
import { ClaimsPage } from '../../features/backoffice-rewards/components/claims-page';
import { MallItemsPage } from '../../features/backoffice-rewards/components/mall-items-page';
import { MissionsPage } from '../../features/backoffice-rewards/components/missions-page';
import { PromotionsPage } from '../../features/backoffice-rewards/components/promotions-page';
import { RafflesPage } from '../../features/backoffice-rewards/components/raffles-page';
import { RebateRatesPage } from '../../features/backoffice-rewards/components/rebate-rates-page';
import { RedemptionsPage } from '../../features/backoffice-rewards/components/redemptions-page';
import { ReferralRulesPage } from '../../features/backoffice-rewards/components/referral-rules-page';
import { VipLevelsPage } from '../../features/backoffice-rewards/components/vip-levels-page';
import { DashboardPage } from '../../features/backoffice-reports/components/dashboard-page';
import { ReportsPage } from '../../features/backoffice-reports/components/reports-page';
import { ChatRoomModerationPage } from '../../features/backoffice-chat-room/components/chat-room-moderation-page';
import { ChatConsolePage } from '../../features/backoffice-support/components/chat-console-page';
import { FeedbackPage } from '../../features/backoffice-support/components/feedback-page';
import { useOperator } from '../../lib/operator-session';
import { BACK_OFFICE_SECTIONS } from './back-office-navigation';
import { BackOfficeShell } from './back-office-shell';

/** A screen for the roles with `permission`; another role reads that it is not theirs (the server refuses it too). */
function RequirePermission({
  permission,
  children,
}: {
  permission: OperatorPermission;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const operator = useOperator();
  if (!operatorMay(operator.role, permission)) {
    return <StateMessage role="alert" icon={<ShieldIcon />} title={t('backoffice.shell.forbidden')} />;
  }
  return children;
}

/** The first screen the operator's role may open. */
function FirstScreen() {
  const { t } = useTranslation();
  const operator = useOperator();
  const screen = BACK_OFFICE_SECTIONS.flatMap((section) => section.screens).find((candidate) =>
    operatorMay(operator.role, candidate.permission),
  );
  return screen === undefined ? (
    <StateMessage icon={<ShieldIcon />} title={t('backoffice.shell.nothingToDo')} />
  ) : (
    <Navigate to={screen.path} replace />
  );
}

function NotFound() {
  const { t } = useTranslation();
  return <StateMessage title={t('backoffice.shell.notFound')} />;
}

const screen = (path: string, permission: OperatorPermission, element: ReactNode): RouteObject => ({
  path,
  element: <RequirePermission permission={permission}>{element}</RequirePermission>,
});

/** Every back-office screen under /backoffice, inside the signed-in shell. */
export const backOfficeRoutes: RouteObject[] = [
  {
    path: '/backoffice',
    element: <BackOfficeShell />,
    children: [
      { index: true, element: <FirstScreen /> },
      screen('finance/deposits', 'finance.read', <DepositsPage />),
      screen('finance/withdrawals', 'finance.read', <WithdrawalsPage />),
      screen('finance/adjustments', 'finance.read', <AdjustmentsPage />),
      screen('dashboard', 'finance.read', <DashboardPage />),
      screen('reports', 'finance.read', <ReportsPage />),
      screen('members', 'members.read', <MembersPage />),
      screen('members/:memberId', 'members.read', <MemberPage />),
      screen('content', 'content.manage', <ContentPage />),
      screen('rewards/promotions', 'rewards.configure', <PromotionsPage />),
      screen('rewards/claims', 'promotions.review', <ClaimsPage />),
      screen('rewards/vip', 'rewards.configure', <VipLevelsPage />),
      screen('rewards/rebate', 'rewards.configure', <RebateRatesPage />),
      screen('rewards/mall', 'rewards.configure', <MallItemsPage />),
      screen('rewards/redemptions', 'promotions.review', <RedemptionsPage />),
      screen('rewards/missions', 'rewards.configure', <MissionsPage />),
      screen('rewards/raffles', 'rewards.configure', <RafflesPage />),
      screen('rewards/referral', 'rewards.configure', <ReferralRulesPage />),
      screen('settings/maintenance', 'settings.manage', <MaintenancePage />),
      screen('settings/switches', 'settings.manage', <FeatureSwitchesPage />),
      screen('settings/regions', 'settings.manage', <RegionsPage />),
      screen('games/vendors', 'games.read', <VendorsPage />),
      screen('games/catalogue', 'games.read', <CataloguePage />),
      screen('games/categories', 'games.read', <CategoriesPage />),
      screen('agents/tree', 'members.read', <AgentTreePage />),
      screen('lottery/calendar', 'lottery.read', <LotteryCalendarPage />),
      screen('lottery/results', 'lottery.read', <LotteryResultsPage />),
      screen('lottery/odds', 'lottery.read', <LotteryOddsPage />),
      screen('lottery/exposure', 'lottery.read', <LotteryExposurePage />),
      screen('agents/contracts', 'members.read', <ContractsPage />),
      screen('agents/bills', 'members.read', <BillsPage />),
      screen('support/feedback', 'support.answer', <FeedbackPage />),
      screen('support/chat', 'support.answer', <ChatConsolePage />),
      screen('support/chat-room', 'chatroom.moderate', <ChatRoomModerationPage />),
      screen('operators', 'operators.manage', <OperatorsPage />),
      screen('audit', 'audit.read', <AuditPage />),
      { path: '*', element: <NotFound /> },
    ],
  },
  { path: '*', element: <Navigate to="/backoffice" replace /> },
];

export function createBackOfficeRouter() {
  return createBrowserRouter(backOfficeRoutes);
}
