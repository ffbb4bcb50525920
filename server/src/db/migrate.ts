import { Migrator } from 'kysely';
import type { Kysely, Migration, MigrationProvider } from 'kysely';

import type { DatabaseHandle } from './database';
import { getDialectHelpers } from './dialect';
import type { DialectHelpers } from './dialect';
import * as deployment from './migrations/0001-deployment';
import * as accounts from './migrations/0002-accounts';
import * as ledger from './migrations/0003-ledger';
import * as vendorWallet from './migrations/0004-vendor-wallet';
import * as payments from './migrations/0005-payments';
import * as withdrawals from './migrations/0006-withdrawals';
import * as gameCatalogue from './migrations/0007-game-catalogue';
import * as demoTransferVendor from './migrations/0008-demo-transfer-vendor';
import * as bgsGames from './migrations/0009-bgs-games';
import * as betRecords from './migrations/0010-bet-records';
import * as betRecordTurnover from './migrations/0011-bet-record-turnover';
import * as ledgerReferenceOutsideWallet from './migrations/0012-ledger-reference-outside-wallet';
import * as seamlessCallTransferLinks from './migrations/0013-seamless-call-transfer-links';
import * as walletSearchIndexes from './migrations/0014-wallet-search-indexes';
import * as rollbackReferenceIndex from './migrations/0015-rollback-reference-index';
import * as requestPathIndexes from './migrations/0016-request-path-indexes';
import * as ledgerEntryTimeIndexes from './migrations/0017-ledger-entry-time-indexes';
import * as immutableLedgerTransfers from './migrations/0018-immutable-ledger-transfers';
import * as failedAttempts from './migrations/0019-failed-attempts';
import * as memberTree from './migrations/0020-member-tree';
import * as teamTransfers from './migrations/0021-team-transfers';
import * as teamDailyFigures from './migrations/0022-team-daily-figures';
import * as teamBetsByTime from './migrations/0023-team-bets-by-time';
import * as betsBySettlementTime from './migrations/0024-bets-by-settlement-time';
import * as rewardValidBetTotals from './migrations/0034-reward-valid-bet-totals';
import * as promotions from './migrations/0040-promotions';
import * as memberMessages from './migrations/0050-member-messages';
import * as operatorSecondFactor from './migrations/0060-operator-second-factor';
import * as responsibleGambling from './migrations/0051-responsible-gambling';
import * as feedback from './migrations/0052-feedback';
import * as liveChat from './migrations/0053-live-chat';
import * as playSettings from './migrations/0054-play-settings';
import * as recentLogins from './migrations/0055-recent-logins';
import * as socialSignIn from './migrations/0057-social-sign-in';
import * as backOfficeMembers from './migrations/0061-back-office-members';
import * as reportIndexes from './migrations/0062-report-indexes';
import * as reportSummary from './migrations/0065-report-summary';
import * as lateSettlementIndex from './migrations/0066-late-settlement-index';
import * as reportMemberWindow from './migrations/0067-report-member-window';
import * as exposureLiabilityAndCovers from './migrations/0068-exposure-liability-and-covers';
import * as gameCatalogueOperator from './migrations/0063-game-catalogue-operator';
import * as operatorPasswordReset from './migrations/0064-operator-password-reset';
import * as lottery from './migrations/0030-lottery';
import * as lotteryOpenBetsByMember from './migrations/0031-lottery-open-bets-by-member';
import * as lotterySettlementIndexes from './migrations/0032-lottery-settlement-indexes';
import * as gameDetails from './migrations/0080-game-details';
import * as chatRoom from './migrations/0025-chat-room';
import * as clusterLease from './migrations/0090-cluster-lease';
import * as settlementRewritesInPlace from './migrations/0091-settlement-rewrites-in-place';
import * as jackpot from './migrations/0081-jackpot';
import * as jackpotDraws from './migrations/0082-jackpot-draws';
import * as rebateVip from './migrations/0041-rebate-vip';
import * as points from './migrations/0045-points';
import * as missions from './migrations/0046-missions';
import * as agentContracts from './migrations/0070-agent-contracts';
import * as raffle from './migrations/0047-raffle';
import * as referral from './migrations/0042-referral';
import * as dailyPassMemberKeys from './migrations/0095-daily-pass-member-keys';

interface DialectMigration {
  up: (db: Kysely<unknown>, helpers: DialectHelpers) => Promise<void>;
}

// Listed in order; a name never changes once released.
const MIGRATIONS: Record<string, DialectMigration> = {
  '0001-deployment': deployment,
  '0002-accounts': accounts,
  '0003-ledger': ledger,
  '0004-vendor-wallet': vendorWallet,
  '0005-payments': payments,
  '0006-withdrawals': withdrawals,
  '0007-game-catalogue': gameCatalogue,
  '0008-demo-transfer-vendor': demoTransferVendor,
  '0009-bgs-games': bgsGames,
  '0010-bet-records': betRecords,
  '0011-bet-record-turnover': betRecordTurnover,
  '0012-ledger-reference-outside-wallet': ledgerReferenceOutsideWallet,
  '0013-seamless-call-transfer-links': seamlessCallTransferLinks,
  '0014-wallet-search-indexes': walletSearchIndexes,
  '0015-rollback-reference-index': rollbackReferenceIndex,
  '0016-request-path-indexes': requestPathIndexes,
  '0017-ledger-entry-time-indexes': ledgerEntryTimeIndexes,
  '0018-immutable-ledger-transfers': immutableLedgerTransfers,
  '0019-failed-attempts': failedAttempts,
  '0020-member-tree': memberTree,
  '0021-team-transfers': teamTransfers,
  '0022-team-daily-figures': teamDailyFigures,
  '0023-team-bets-by-time': teamBetsByTime,
  '0040-promotions': promotions,
  '0050-member-messages': memberMessages,
  '0060-operator-second-factor': operatorSecondFactor,
  '0051-responsible-gambling': responsibleGambling,
  '0052-feedback': feedback,
  '0053-live-chat': liveChat,
  '0054-play-settings': playSettings,
  '0055-recent-logins': recentLogins,
  '0057-social-sign-in': socialSignIn,
  '0030-lottery': lottery,
  '0031-lottery-open-bets-by-member': lotteryOpenBetsByMember,
  '0032-lottery-settlement-indexes': lotterySettlementIndexes,
  '0080-game-details': gameDetails,
  '0041-rebate-vip': rebateVip,
  '0045-points': points,
  '0046-missions': missions,
  '0070-agent-contracts': agentContracts,
  '0047-raffle': raffle,
  '0024-bets-by-settlement-time': betsBySettlementTime,
  '0042-referral': referral,
  '0061-back-office-members': backOfficeMembers,
  '0062-report-indexes': reportIndexes,
  '0065-report-summary': reportSummary,
  '0066-late-settlement-index': lateSettlementIndex,
  '0067-report-member-window': reportMemberWindow,
  '0068-exposure-liability-and-covers': exposureLiabilityAndCovers,
  '0063-game-catalogue-operator': gameCatalogueOperator,
  '0064-operator-password-reset': operatorPasswordReset,
  '0025-chat-room': chatRoom,
  '0090-cluster-lease': clusterLease,
  '0091-settlement-rewrites-in-place': settlementRewritesInPlace,
  '0081-jackpot': jackpot,
  '0082-jackpot-draws': jackpotDraws,
  '0034-reward-valid-bet-totals': rewardValidBetTotals,
  '0095-daily-pass-member-keys': dailyPassMemberKeys,
};

/** Brings the database schema up to date; run on every start. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const helpers = getDialectHelpers(handle.dialect);
  const provider: MigrationProvider = {
    getMigrations: () =>
      Promise.resolve(
        Object.fromEntries(
          Object.entries(MIGRATIONS).map(([name, migration]): [string, Migration] => [
            name,
            { up: (db) => migration.up(db, helpers) },
          ]),
        ),
      ),
  };
  // Numbers are reserved per work stream, so a migration may land after a higher-numbered one was already run
  // somewhere (0006 after 0007): run whatever has not run yet, still in name order. A migration never depends on
  // a higher-numbered one.
  const migrator = new Migrator({ db: handle.db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
