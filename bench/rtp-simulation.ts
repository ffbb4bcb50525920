/**
 * Plays every in-house game for many rounds with the real provably-fair generator and prints each game's
 * stated RTP beside the measured one.
 *
 *   npx tsx bench/rtp-simulation.ts [--rounds 10000000] [--workers 2] [--server-seed <64 hex>]
 *
 * One server seed is drawn per run (or given, to replay a run); every worker thread has its own client seed
 * and counts nonces from 0, so the threads never share a bet. The rounds of each game are split across the
 * worker threads; rounds/second is wall-clock for the whole game across all threads.
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';

import { BACCARAT_BANKER_RTP, BACCARAT_PLAYER_RTP, BACCARAT_TIE_RTP } from '@plaza/engines/baccarat';
import { CRASH_RTP } from '@plaza/engines/crash';
import { DICE_RTP } from '@plaza/engines/dice';
import { MINES_RTP } from '@plaza/engines/mines';
import { ROULETTE_RTP } from '@plaza/engines/roulette';
import { SLOT_RTP } from '@plaza/engines/slot';

import type { RtpGameId, RtpSimulationInput, RtpTallies, RtpTally } from './rtp-games';
import { createTally, RTP_GAME_IDS, simulateGame } from './rtp-games';

interface RtpTask extends RtpSimulationInput {
  game: RtpGameId;
}

const STATED_RTP: Readonly<Record<string, number>> = {
  dice: DICE_RTP,
  mines: MINES_RTP,
  roulette: ROULETTE_RTP,
  'baccarat banker': BACCARAT_BANKER_RTP,
  'baccarat player': BACCARAT_PLAYER_RTP,
  'baccarat tie': BACCARAT_TIE_RTP,
  crash: CRASH_RTP,
  slot: SLOT_RTP,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isRtpGameId(value: unknown): value is RtpGameId {
  return RTP_GAME_IDS.some((game) => game === value);
}

function isRtpTask(value: unknown): value is RtpTask {
  return (
    isRecord(value) &&
    isRtpGameId(value.game) &&
    typeof value.serverSeed === 'string' &&
    typeof value.clientSeed === 'string' &&
    typeof value.rounds === 'number'
  );
}

function isRtpTally(value: unknown): value is RtpTally {
  return (
    isRecord(value) &&
    typeof value.rounds === 'number' &&
    typeof value.stake === 'number' &&
    typeof value.payout === 'number' &&
    typeof value.sumOfSquares === 'number'
  );
}

function isRtpTallies(value: unknown): value is RtpTallies {
  return isRecord(value) && Object.values(value).every(isRtpTally);
}

function readOption(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

function readIntegerOption(name: string, fallback: number): number {
  const text = readOption(name);
  const value = text === undefined ? fallback : Number(text.replaceAll('_', ''));
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`--${name} must be a positive integer`);
  }
  return value;
}

/**
 * Worker threads do not inherit the TypeScript loader tsx registers in the main thread, so each worker starts
 * from a small JavaScript module that registers it and then imports this file.
 */
function startWorker(): Worker {
  const bootstrap = [
    `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};`,
    'register();',
    `await import(${JSON.stringify(import.meta.url)});`,
  ].join('\n');
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`));
}

function runTask(worker: Worker, task: RtpTask): Promise<RtpTallies> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown): void => {
      worker.off('error', onError);
      if (isRtpTallies(message)) {
        resolve(message);
      } else {
        reject(new Error('a worker sent something that is not a tally'));
      }
    };
    const onError = (error: Error): void => {
      worker.off('message', onMessage);
      reject(error);
    };
    worker.once('message', onMessage);
    worker.once('error', onError);
    worker.postMessage(task);
  });
}

function mergeTallies(parts: readonly RtpTallies[]): RtpTallies {
  const merged: RtpTallies = {};
  for (const part of parts) {
    for (const [label, tally] of Object.entries(part)) {
      const total = merged[label] ?? createTally();
      total.rounds += tally.rounds;
      total.stake += tally.stake;
      total.payout += tally.payout;
      total.sumOfSquares += tally.sumOfSquares;
      merged[label] = total;
    }
  }
  return merged;
}

function formatPercent(fraction: number): string {
  return `${(fraction * 100).toFixed(4)}%`;
}

/** The game name is left-aligned, the figures right-aligned. */
function printRow(cells: readonly string[]): void {
  const [label = '', ...figures] = cells;
  const widths = [11, 11, 11, 14, 12];
  console.log(
    [label.padEnd(17), ...figures.map((cell, index) => cell.padStart(widths[index] ?? 12))].join(' '),
  );
}

async function runSimulation(): Promise<void> {
  const rounds = readIntegerOption('rounds', 10_000_000);
  const workerCount = readIntegerOption('workers', Math.min(2, availableParallelism()));
  const serverSeed = readOption('server-seed') ?? randomBytes(32).toString('hex');
  const workers = Array.from({ length: workerCount }, () => startWorker());
  console.log(
    `RTP simulation: ${rounds.toLocaleString('en-US')} rounds per game, ${workerCount} worker threads, server seed ${serverSeed}`,
  );
  printRow(['game', 'stated', 'measured', 'diff (pp)', 'std err (pp)', 'rounds/s']);
  let isEveryGameWithinLimit = true;
  try {
    for (const game of RTP_GAME_IDS) {
      const started = performance.now();
      const parts = await Promise.all(
        workers.map((worker, index) => {
          const share = Math.floor(rounds / workerCount) + (index < rounds % workerCount ? 1 : 0);
          return runTask(worker, {
            game,
            serverSeed,
            clientSeed: `rtp-simulation:${game}:${index}`,
            rounds: share,
          });
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      for (const [label, tally] of Object.entries(mergeTallies(parts))) {
        const stated = STATED_RTP[label] ?? Number.NaN;
        const measured = tally.payout / tally.stake;
        // Every round of a line has the same stake, so the mean round return is the measured RTP.
        const variance = tally.sumOfSquares / tally.rounds - measured * measured;
        const standardError = Math.sqrt(variance / tally.rounds);
        const difference = (measured - stated) * 100;
        isEveryGameWithinLimit &&= Math.abs(difference) <= 0.2;
        printRow([
          label,
          formatPercent(stated),
          formatPercent(measured),
          `${difference >= 0 ? '+' : ''}${difference.toFixed(4)}`,
          (standardError * 100).toFixed(4),
          Math.round(tally.rounds / seconds).toLocaleString('en-US'),
        ]);
      }
    }
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  console.log(
    isEveryGameWithinLimit
      ? 'Every game is within 0.2 percentage points of its stated RTP.'
      : 'Some game is more than 0.2 percentage points from its stated RTP: compare with its standard error.',
  );
}

function serveTasks(): void {
  parentPort?.on('message', (task: unknown) => {
    if (!isRtpTask(task)) {
      throw new TypeError('the worker received something that is not a task');
    }
    parentPort?.postMessage(simulateGame(task.game, task));
  });
}

if (isMainThread) {
  await runSimulation();
} else {
  serveTasks();
}
