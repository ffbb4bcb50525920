import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

import { buildApp } from './app';
import { createLease } from './cluster/lease';
import { withStartupLock } from './cluster/startup-lock';
import { startCrashCluster } from './modules/in-house-games/crash-cluster';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { describeMissingWalWrites } from './db/sqlite-wal-writes';
import { playDemoRounds } from './demo/demo-wins';
import { seedDemoPendingWithdrawals } from './demo/demo-withdrawals';
import { seedDemoDeployment } from './demo/seed-demo';
import { warmWinnerBoard } from './modules/games/games.service';
import { startLotteryJobs } from './modules/lottery/lottery.job';
import { startTeamFiguresJob } from './modules/agents/team-figures.job';
import { startDailySummaryJob } from './modules/reports/daily-summary.job';
import { startContractSettlementJobs } from './modules/agent-contracts/contract-settlement.job';
import { startRoundRecoveryJob } from './modules/in-house-games/round-recovery.job';
import { startTransferReconcileJob } from './modules/transfer-wallet/transfer-reconcile.job';
import { startWriteThread } from './db/sqlite-write-thread';
import { startLaunchTokenPurgeJob } from './modules/vendors/launch-token-purge.job';
import { VendorDirectory } from './modules/vendors/vendor-directory';
import { startAutoConfirmJob } from './modules/withdrawals/auto-confirm.job';
import { startPointsJob } from './modules/points/points.job';
import { startDepositBonusJob } from './modules/promotions/deposit-bonus.job';
import { startPromotionCoverSweepJob } from './modules/promotions/promotion-cover-sweep.job';
import { startDailyPassJob } from './modules/rebate/daily-pass.job';
import { startRaffleJob } from './modules/raffle/raffle.job';
import { startReferralJob } from './modules/referral/referral.job';
import { startLedgerWatchJob } from './modules/live-events/ledger-watch.job';
import { startInboxWatchJob } from './modules/inbox/inbox-live';

const REPOSITORY_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** Starts Plaza: migrate, fill a new database with the demo deployment, serve, and shut down gracefully. */
async function main(): Promise<void> {
  const config = loadConfig(process.env, REPOSITORY_ROOT);
  const database = openDatabase(config.database, { poolSize: config.databasePoolSize });
  // Nodes started together on a new PostgreSQL database migrate and seed it one after the other.
  let isNewDeployment = false;
  await withStartupLock(config.database, async () => {
    await migrateToLatest(database);
    isNewDeployment = await seedDemoDeployment(database, config.merchant, Date.now(), {
      demoVendorSecret: config.demoVendorSecret,
      hasLotteryHistory: true,
    });
  });
  const app = await buildApp({
    database,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    webDist: config.webDist,
    redisUrl: config.redisUrl,
    smtp: config.smtp,
    nodeId: config.nodeId,
    clusterNamespace: config.clusterNamespace,
  });
  const { nodeId } = app.cluster;
  if (database.dialect === 'postgres' && config.redisUrl === undefined) {
    // Without Redis the bus is this process's own: a second node would hear nothing of this one (docs/deployment.md).
    app.log.warn('PostgreSQL without REDIS_URL: run one node only');
  }

  const missingWalWrites = describeMissingWalWrites();
  if (missingWalWrites !== undefined) {
    app.log.warn(missingWalWrites);
  }

  // On PostgreSQL several nodes may serve one deployment: the periodic jobs run on the holder of the jobs lease
  // alone, and another node takes it over within seconds when the holder dies (decision 090). SQLite is one
  // process: its lease is always held.
  const jobsLease = createLease(database, {
    name: 'jobs',
    nodeId,
    onError: (error) => app.log.warn({ err: error }, 'jobs lease'),
  });
  jobsLease.onChange((isHeld) => app.log.info({ node: nodeId, isHeld }, 'jobs lease'));
  jobsLease.start();
  const jobs = {
    info: (details: object, message: string) => app.log.info(details, message),
    error: (details: object, message: string) => app.log.error(details, message),
    mayRun: jobsLease.isHeld,
  };

  // Disbursed withdrawals left unconfirmed count as received after the deployment's delay.
  const stopAutoConfirmJob = startAutoConfirmJob(database, jobs);
  const stopDepositBonusJob = startDepositBonusJob(database, jobs);
  const stopDailyPassJob = startDailyPassJob(database, jobs);
  // Valid bets become points (PTSYS3), keyed by member and report day.
  const stopPointsJob = startPointsJob(database, jobs);
  // Raffles past their draw time are drawn from their committed seeds and their prizes paid.
  const stopRaffleJob = startRaffleJob(database, jobs);
  const stopReferralJob = startReferralJob(database, jobs);
  // Expired launch tokens are never read again; without this the table would keep every launch ever made.
  const stopLaunchTokenPurgeJob = startLaunchTokenPurgeJob(database, jobs);
  // Uploaded promotion pictures no promotion shows a day after their upload are removed.
  const stopPromotionCoverSweepJob = startPromotionCoverSweepJob(database, jobs);
  const stopTeamFiguresJob = startTeamFiguresJob(database, jobs);
  // The back office's figures read a daily summary: its days and the ledger's money since the last run.
  const stopDailySummaryJob = startDailySummaryJob(database, jobs);
  // In-house rounds left between two wallet calls (a crash, a lost answer) are finished as a vendor must.
  const stopRoundRecoveryJob = startRoundRecoveryJob(app.inHouseGames, jobs);
  // Transfers whose outcome a transfer-wallet vendor left unknown are settled by asking it again.
  const stopTransferReconcileJob = startTransferReconcileJob(app.transferWallet, jobs);
  // Lottery issues listed ahead with their commitments, drawn at their time, settled in batches.
  // Each draw's result and the next issue reach every node's live connections (decision 101).
  const stopLotteryJobs = startLotteryJobs(database, jobs, { bus: app.cluster.bus });
  // Contract salaries and dividends, each period settled and paid once (issue 20).
  const stopContractJobs = startContractSettlementJobs(database, jobs);
  // Committed ledger changes announced to the members' open tabs and the jackpot's viewers (decision 082).
  const stopLedgerWatchJob = startLedgerWatchJob(database, app.cluster.bus, jobs);
  // Committed inbox messages announced to their members' open tabs, for the badges (decision 101).
  const stopInboxWatchJob = startInboxWatchJob(database, app.cluster.bus, jobs);

  // On PostgreSQL, the crash game's turn as the leader ends (and its lease is given up) before the server closes.
  let stopCrashCluster = async () => {};
  let isClosing = false;
  const close = (signal: string) => {
    if (isClosing) {
      return;
    }
    isClosing = true;
    app.log.info({ signal, node: nodeId }, 'shutting down');
    // Drain (docs/deployment.md#graceful-drain): /readyz answers 503 so the proxy sends nothing new, for
    // DRAIN_DELAY_MS (its check's period); then stop taking requests, close the live sockets with a reconnect hint,
    // finish the requests in flight, stop the jobs after their runs under way, give the leases up so another node
    // takes them at its next try, and close the database.
    app.cluster.isDraining = true;
    new Promise((resolve) => setTimeout(resolve, config.drainDelayMs))
      .then(() => stopCrashCluster())
      .then(() => app.close())
      .then(() =>
        Promise.all([
          stopAutoConfirmJob(),
          stopDepositBonusJob(),
          stopDailyPassJob(),
          stopPointsJob(),
          stopRaffleJob(),
          stopReferralJob(),
          stopLaunchTokenPurgeJob(),
          stopPromotionCoverSweepJob(),
          stopTeamFiguresJob(),
          stopDailySummaryJob(),
          stopRoundRecoveryJob(),
          stopLedgerWatchJob(),
          stopInboxWatchJob(),
          stopTransferReconcileJob(),
          stopLotteryJobs(),
          stopContractJobs(),
        ]),
      )
      .then(() => jobsLease.release())
      .then(() => database.destroy())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => close('SIGTERM'));
  process.on('SIGINT', () => close('SIGINT'));

  // On SQLite the money calls and the lottery slips run in a thread of their own, which takes half a second to load (many on a busy
  // machine): loaded before the first call, not during it.
  await startWriteThread(database);
  if (isNewDeployment) {
    // The demo's first rounds at its third-party studio go through the wallet just started (demo/demo-wins.ts).
    await playDemoRounds(database, new VendorDirectory(database), Date.now());
    // Then two of those winners ask to withdraw: the back office's withdrawal queue has them to review.
    await seedDemoPendingWithdrawals(database, Date.now());
  }
  await app.listen({ port: config.port, host: config.host });
  // The shared crash rounds settle through the wallet over HTTP, so they start once the server listens; the
  // app's close stops them (unref'd timers, a stop() on close: they never hold the process open). On PostgreSQL
  // (several nodes) they run on the holder of the crash lease, and the other nodes forward to it (decision 092).
  if (database.dialect === 'postgres') {
    const crashLease = createLease(database, {
      name: 'crash',
      nodeId,
      // Shorter than the jobs' lease: players wait on the game, so a dead holder's game goes on within 5 s (the
      // cluster proof measured 10.8 s with the 6 s lease on a loaded machine). A holder stops at its own expiry, so
      // a slow renewal hands the game over rather than running it twice.
      ttlMs: 4_000,
      renewMs: 1_000,
      onError: (error) => app.log.warn({ err: error }, 'crash lease'),
    });
    const crashCluster = startCrashCluster({
      bus: app.cluster.bus,
      lease: crashLease,
      createRounds: app.crashLive.createRounds,
      log: app.log,
    });
    app.crashLive.calls = crashCluster.calls;
    crashLease.start();
    stopCrashCluster = async () => {
      await crashCluster.stop();
      await crashLease.release();
    };
  } else {
    await app.crashRounds.start();
  }
  warmWinnerBoard(database, Date.now()).catch((error: unknown) => {
    app.log.error({ err: error }, 'reading the winner board failed');
  });
  app.log.info(
    `Plaza (${config.merchant}, ${database.dialect}) serving http://${config.host}:${config.port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
