import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

import type { DatabaseHandle } from './database';
import type { SqliteWriteLock } from './sqlite-write-lock';
import { WRITE_THREAD } from './sqlite-write-lock';

/**
 * The SQLite write thread (docs/decisions/022-sqlite-wallet-thread.md, 108): on a SQLite file the vendor wallet's
 * money calls and the lottery's slips run in a worker thread with a connection of its own
 * (sqlite-write-thread.worker.ts), so that the event loop reads, checks and answers requests while the thread runs a
 * group's statements and waits for its commit. The event loop sends each turn's tasks as they come; the thread makes
 * every task waiting when a group ends into its next group, so it never waits for the event loop between groups.
 * Both connections write to the same file, each in its turn (sqlite-write-lock.ts).
 *
 * What a task does is a module's own (its `work`, a ThreadWork): the thread loads that module by its URL and hands
 * it the group's tasks of its kind, so this file knows no module.
 */

/** What the thread is started with. */
export interface WriteThreadData {
  path: string;
  writeLockBuffer: SharedArrayBuffer;
  /** tsx's module API and the thread's own module: the server runs from TypeScript sources. */
  loaderUrl: string;
  entryUrl: string;
}

/** How one task of a group ended: its answer, or the error it alone failed with. */
export type TaskOutcome<A> = { isDone: true; value: A } | { isDone: false; error: unknown };

/**
 * What a module that runs work in the thread exports, under this name: it runs a group's tasks of its kind on the
 * thread's connection and answers one outcome per task, in order (a throw fails all of them).
 */
export type RunThreadTasks<T, A> = (handle: DatabaseHandle, tasks: T[]) => Promise<TaskOutcome<A>[]>;

/** A kind of work: the URL of the module that exports its `runThreadTasks`, typed by its task and its answer. */
export interface ThreadWork<T, A> {
  moduleUrl: string;
  /** Types only: never set. */
  readonly types?: { task: T; answer: A };
}

/** A task sent to the thread, under the id its answer comes back with. */
export interface ThreadTask {
  id: number;
  moduleUrl: string;
  task: unknown;
}

/** A message to the thread: tasks to run, or the end. */
export type ToWriteThread = { kind: 'tasks'; tasks: ThreadTask[] } | { kind: 'stop' };

/** An error as it crosses the thread boundary: structured cloning keeps no class, so the fields that matter. */
export interface ThreadError {
  name: string;
  message: string;
  code: unknown;
}

/** A task's outcome as it crosses back. */
export type ThreadOutcome = { isDone: true; value: unknown } | { isDone: false; error: ThreadError };

/** The thread's answers to a group's tasks, once the group is committed; or its word that it has loaded. */
export type FromWriteThread =
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
  const rebuilt = new Error(`write thread: ${error.message}`);
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

/** The process's --cpu-prof options, so that a profiled server profiles its write thread too (bench/README.md). */
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
  resolve: (answer: unknown) => void;
  reject: (reason: unknown) => void;
}

/** The write thread of one SQLite file (see above): one per handle, getWriteThread. */
export class SqliteWriteThread {
  private worker: Worker | undefined;
  private readonly waiting = new Map<number, Waiting>();
  /** Calls of this turn of the event loop, sent together once it has handed out every request it read. */
  private unsent: ThreadTask[] = [];
  private nextId = 1;
  private isStopped = false;
  private ready: Promise<void> | undefined;
  private markReady: (() => void) | undefined;

  constructor(private readonly file: { path: string; writeLock: SqliteWriteLock }) {}

  /** Starts the thread now rather than at the first group (it takes about half a second to load). */
  start(): Worker {
    if (this.isStopped) {
      throw new Error('write thread: stopped');
    }
    if (this.worker !== undefined) {
      return this.worker;
    }
    const data: WriteThreadData = {
      path: this.file.path,
      writeLockBuffer: this.file.writeLock.buffer,
      loaderUrl: pathToFileURL(
        join(dirname(createRequire(import.meta.url).resolve('tsx')), 'esm', 'api', 'index.mjs'),
      ).href,
      entryUrl: new URL('./sqlite-write-thread.worker.ts', import.meta.url).href,
    };
    const worker = new Worker(BOOTSTRAP, { eval: true, execArgv: profilingArguments(), workerData: data });
    worker.unref();
    this.ready = new Promise((resolve) => {
      this.markReady = resolve;
    });
    worker.on('message', (message: FromWriteThread) => this.settle(message));
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', (code) => this.fail(worker, new Error(`write thread: exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  /**
   * Settles once the thread has loaded its code and opened its connection (or has ended: its tasks then fail on
   * their own). Loading takes half a second on an idle machine and many seconds on a busy one, longer than a game
   * server waits for a wallet call, so the server waits for it before it takes requests.
   */
  whenReady(): Promise<void> {
    this.start();
    return this.ready ?? Promise.resolve();
  }

  /** Runs a task in the thread; settles once the group that holds it is committed (or has failed). */
  submit<T, A>(work: ThreadWork<T, A>, task: T): Promise<A> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<A>((resolve, reject) => {
      if (this.waiting.size === 0) {
        // Tasks under way keep the process alive, as a database connection would.
        worker.ref();
      }
      // The answer is what the work's runThreadTasks gave for this task: of type A by ThreadWork's construction.
      this.waiting.set(id, { resolve: resolve as (answer: unknown) => void, reject });
      this.unsent.push({ id, moduleUrl: work.moduleUrl, task });
      if (this.unsent.length === 1) {
        setImmediate(() => this.send());
      }
    });
  }

  private send(): void {
    const tasks = this.unsent;
    this.unsent = [];
    if (tasks.length === 0) {
      return;
    }
    const message: ToWriteThread = { kind: 'tasks', tasks };
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
    // Tasks of this turn not sent yet go first: the thread runs them before it stops.
    this.send();
    const message: ToWriteThread = { kind: 'stop' };
    worker.postMessage(message);
    const timer = setTimeout(() => void worker.terminate(), STOP_MILLISECONDS);
    await exited;
    clearTimeout(timer);
  }

  private settle(message: FromWriteThread): void {
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

  /** The thread ended or broke: its tasks fail (retryable: nothing of an uncommitted group is written), its turn to write is given back, the next group starts a new one. */
  private fail(worker: Worker, error: unknown): void {
    if (this.worker !== worker) {
      return;
    }
    this.worker = undefined;
    this.markReady?.();
    this.unsent = [];
    this.file.writeLock.giveFor(WRITE_THREAD);
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    for (const { reject } of waiting) {
      reject(error);
    }
  }
}

const threads = new WeakMap<DatabaseHandle, SqliteWriteThread>();

/**
 * The write thread of a handle on a SQLite file, made at the first call and stopped with the handle; undefined on
 * PostgreSQL, on `:memory:` and inside the thread itself (its work runs on its own connection there).
 */
export function getWriteThread(handle: DatabaseHandle): SqliteWriteThread | undefined {
  const file = handle.sqliteFile;
  if (file === undefined || file.holder === WRITE_THREAD) {
    return undefined;
  }
  let thread = threads.get(handle);
  if (thread === undefined) {
    const made = new SqliteWriteThread(file);
    handle.closeWith(() => made.stop());
    threads.set(handle, made);
    thread = made;
  }
  return thread;
}

/**
 * Starts a SQLite file's write thread now rather than at the first task, and settles once it can take tasks (the
 * server waits for it before it listens: the thread loads for longer than a vendor waits for a wallet call).
 */
export async function startWriteThread(handle: DatabaseHandle): Promise<void> {
  await getWriteThread(handle)?.whenReady();
}
