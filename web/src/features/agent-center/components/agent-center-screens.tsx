/** The agent center's pages, loaded together the first time an agent opens the agent center. */
export { AgentAnnouncementsPage } from './agent-announcements-page';
export { AgentTransferPage } from './agent-transfer-page';
export { DownlinePage } from './downline-page';
export { DownlineTransactionsPage } from './downline-transactions-page';
export { IncomeReportPage } from './income-report-page';
export { LossStatementsPage } from './loss-statements-page';
export { MemberDetailPage } from './member-detail-page';
export { ReferralLinkPage } from './referral-link-page';
export { RegisterCenterPage } from './register-center-page';
export { TeamBettingPage } from './team-betting-page';
export { TeamOverviewPage } from './team-overview-page';
export { TeamTransactionsPage } from './team-transactions-page';
