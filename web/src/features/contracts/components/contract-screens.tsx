/** The contract pages, loaded together the first time one of them opens. */
export { ContractRequestsPage } from './contract-requests-page';
export { MyContractsPage } from './contract-list';
export { DailyWagesPage, DividendRecordPage, HourlySalaryPage, RealTimeSalaryPage } from './settlements-page';
