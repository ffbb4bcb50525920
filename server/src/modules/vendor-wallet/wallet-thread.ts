import type { SeamlessResponse } from '@plaza/contracts/seamless';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

import type { SqliteWriteLock } from '../../db/sqlite-write-lock';
import { WALLET_THREAD } from '../../db/sqlite-write-lock';
import type { MoneyCall } from './vendor-wallet-group.service';

/**
 * The SQLite wallet thread (docs/decisions/010-vendor-wallet.md): on a SQLite file the money calls run in a worker
 * thread with a connection of its own (wallet-thread.worker.ts), so that the event loop reads, checks and answers
 * requests while the thread runs a group's statements and waits for its commit. The event loop sends each turn's
 * calls as they come; the thread makes every call waiting when a group ends into its next group, so it never
 * waits for the event loop between groups. Both connections write to the same file, each in its turn
 * (db/sqlite-write-lock.ts).
 */

/** What the thread is started with. */
export interface WalletThreadData {
  path: string;
  writeLockBuffer: SharedArrayBuffer;
  /** tsx's module API and the thread's own module: the server runs from TypeScript sources. */
  loaderUrl: string;
  entryUrl: string;
}

/** A call sent to the thread, under the id its answer comes back with. */
export interface ThreadCall {
  id: number;
  call: MoneyCall;
}

/** A message to the thread: calls to run, or the end. */
export type ToWalletThread = { kind: 'calls'; calls: ThreadCall[] } | { kind: 'stop' };

/** An error as it crosses the thread boundary: structured cloning keeps no class, so the fields that matter. */
export interface ThreadError {
  name: string;
  message: string;
  code: unknown;
}

/** A call's outcome as it crosses back. */
export type ThreadOutcome = { isDone: true; value: SeamlessResponse } | { isDone: false; error: ThreadError };

/** The thread's answers to a group's calls, once the group is committed; or its word that it has loaded. */
export type FromWalletThread =
  { kind: 'answers'; answers: { id: number; outcome: ThreadOutcome }[] } | { kind: 'ready' };

/** An error in the form that crosses to the event loop. */
export function toThreadError(error: unknown): ThreadError {
  if (error instanceof Error) {
    return {
      name: error.name,
      message: error.message,
      code: 'code' in error && typeof error.code !== 'object' ? error.code : undefined,
    };
  }
  return { name: 'Error', message: String(error), code: undefined };
}

function fromThreadError(error: ThreadError): Error {
  const rebuilt = new Error(`wallet thread: ${error.message}`);
  rebuilt.name = error.name;
  return error.code === undefined ? rebuilt : Object.assign(rebuilt, { code: error.code });
}

// Plain JavaScript, run as the thread's first code: it loads tsx, then the thread's TypeScript module.
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import(workerData.loaderUrl).then(({ register }) => {
  register();
  return import(workerData.entryUrl);
});
`;

/** How long a stopping thread may take to finish its group and close its connection. */
const STOP_MILLISECONDS = 10_000;

/** The process's --cpu-prof options, so that a profiled server profiles its wallet thread too (bench/README.md). */
function profilingArguments(): string[] {
  const kept: string[] = [];
  process.execArgv.forEach((argument, index) => {
    const previous = process.execArgv[index - 1];
    if (
      argument.startsWith('--cpu-prof') ||
      (previous?.startsWith('--cpu-prof') === true && !argument.startsWith('-'))
    ) {
      kept.push(argument);
    }
  });
  return kept;
}

interface Waiting {
  resolve: (answer: SeamlessResponse) => void;
  reject: (reason: unknown) => void;
}

export class WalletThread {
  private worker: Worker | undefined;
  private readonly waiting = new Map<number, Waiting>();
  /** Calls of this turn of the event loop, sent together once it has handed out every request it read. */
  private unsent: ThreadCall[] = [];
  private nextId = 1;
  private isStopped = false;
  private ready: Promise<void> | undefined;
  private markReady: (() => void) | undefined;

  constructor(private readonly file: { path: string; writeLock: SqliteWriteLock }) {}

  /** Starts the thread now rather than at the first group (it takes about half a second to load). */
  start(): Worker {
    if (this.isStopped) {
      throw new Error('wallet thread: stopped');
    }
    if (this.worker !== undefined) {
      return this.worker;
    }
    const data: WalletThreadData = {
      path: this.file.path,
      writeLockBuffer: this.file.writeLock.buffer,
      loaderUrl: pathToFileURL(
        join(dirname(createRequire(import.meta.url).resolve('tsx')), 'esm', 'api', 'index.mjs'),
      ).href,
      entryUrl: new URL('./wallet-thread.worker.ts', import.meta.url).href,
    };
    const worker = new Worker(BOOTSTRAP, { eval: true, execArgv: profilingArguments(), workerData: data });
    worker.unref();
    this.ready = new Promise((resolve) => {
      this.markReady = resolve;
    });
    worker.on('message', (message: FromWalletThread) => this.settle(message));
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', (code) => this.fail(worker, new Error(`wallet thread: exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  /**
   * Settles once the thread has loaded its code and opened its connection (or has ended: its calls then fail on
   * their own). Loading takes half a second on an idle machine and many seconds on a busy one, longer than a game
   * server waits for a wallet call, so the server waits for it before it takes calls.
   */
  whenReady(): Promise<void> {
    this.start();
    return this.ready ?? Promise.resolve();
  }

  /** Runs a call in the thread; settles once the group that holds it is committed (or has failed). */
  submit(call: MoneyCall): Promise<SeamlessResponse> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.waiting.size === 0) {
        // Calls under way keep the process alive, as a database connection would.
        worker.ref();
      }
      this.waiting.set(id, { resolve, reject });
      this.unsent.push({ id, call });
      if (this.unsent.length === 1) {
        setImmediate(() => this.send());
      }
    });
  }

  private send(): void {
    const calls = this.unsent;
    this.unsent = [];
    if (calls.length === 0) {
      return;
    }
    const message: ToWalletThread = { kind: 'calls', calls };
    this.worker?.postMessage(message);
  }

  /** Lets the thread finish what it was given, close its connection and end. */
  async stop(): Promise<void> {
    this.isStopped = true;
    const worker = this.worker;
    if (worker === undefined) {
      return;
    }
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.ref();
    // Calls of this turn not sent yet go first: the thread runs them before it stops.
    this.send();
    const message: ToWalletThread = { kind: 'stop' };
    worker.postMessage(message);
    const timer = setTimeout(() => void worker.terminate(), STOP_MILLISECONDS);
    await exited;
    clearTimeout(timer);
  }

  private settle(message: FromWalletThread): void {
    if (message.kind === 'ready') {
      this.markReady?.();
      return;
    }
    for (const { id, outcome } of message.answers) {
      const waiting = this.waiting.get(id);
      if (waiting === undefined) {
        continue;
      }
      this.waiting.delete(id);
      if (outcome.isDone) {
        waiting.resolve(outcome.value);
      } else {
        waiting.reject(fromThreadError(outcome.error));
      }
    }
    if (this.waiting.size === 0) {
      this.worker?.unref();
    }
  }

  /** The thread ended or broke: its groups fail, its turn to write is given back, the next group starts a new one. */
  private fail(worker: Worker, error: unknown): void {
    if (this.worker !== worker) {
      return;
    }
    this.worker = undefined;
    this.markReady?.();
    this.unsent = [];
    this.file.writeLock.giveFor(WALLET_THREAD);
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    for (const { reject } of waiting) {
      reject(error);
    }
  }
}
