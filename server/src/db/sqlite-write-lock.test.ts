import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';

import { EVENT_LOOP, SqliteWriteLock, WRITE_THREAD } from './sqlite-write-lock';

/**
 * The turn to write, taken from two real threads: the event loop (this test) and a worker thread that imports the
 * same module through tsx, as the write thread does (db/sqlite-write-thread.ts), and takes the turn on
 * the same SharedArrayBuffer. Nothing here measures time: each test records the order of events (the thread's
 * through its messages) and checks that order. A wait without a bound (`settle`, below) only gives a broken lock
 * the chance to show itself; a working lock passes however long it is.
 */

/** Where the turn's holder is kept in the buffer (sqlite-write-lock.ts: OWNER). */
const OWNER = 0;
const FREE = 0;

/** tsx's module API, loaded by the thread's plain JavaScript before it imports TypeScript. */
const LOADER_URL = pathToFileURL(
  join(dirname(createRequire(import.meta.url).resolve('tsx')), 'esm', 'api', 'index.mjs'),
).href;
const LOCK_URL = new URL('./sqlite-write-lock.ts', import.meta.url).href;

/**
 * The thread: takes commands by message and answers with an event. `take` blocks the thread in takeBlocking, so a
 * command sent meanwhile waits until it holds the turn.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.loaderUrl)
  .then(({ register }) => {
    register();
    return import(workerData.lockUrl);
  })
  .then(({ SqliteWriteLock, WRITE_THREAD }) => {
    const lock = new SqliteWriteLock(workerData.buffer);
    const owner = () => Atomics.load(new Int32Array(workerData.buffer), 0);
    const took = (event) => {
      // A turn taken must be held by this thread: anything else is reported as it is.
      parentPort.postMessage(owner() === WRITE_THREAD ? event : event + '-but-owner-' + owner());
    };
    parentPort.on('message', (command) => {
      if (command === 'take') {
        parentPort.postMessage('thread-taking');
        lock.takeBlocking();
        took('thread-took');
      } else if (command === 'give') {
        lock.give();
        parentPort.postMessage('thread-gave');
      } else if (command === 'give-and-take') {
        lock.give();
        lock.takeBlocking();
        took('thread-took-again');
      } else if (command === 'ping') {
        parentPort.postMessage('pong');
      }
    });
    parentPort.postMessage('ready');
  })
  .catch((error) => {
    parentPort.postMessage('failed: ' + (error && error.stack ? error.stack : String(error)));
  });
`;

type Command = 'take' | 'give' | 'give-and-take' | 'ping';

/** Everything that happened, in the order this thread saw it: its own steps, and the thread's messages. */
class Events {
  readonly list: string[] = [];
  private readonly listeners = new Set<() => void>();

  add(event: string): void {
    this.list.push(event);
    for (const listener of [...this.listeners]) {
      listener();
    }
  }

  /** Resolves once `event` has happened (at once if it has). */
  until(event: string): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (this.list.includes(event)) {
          this.listeners.delete(check);
          resolve();
        }
      };
      this.listeners.add(check);
      check();
    });
  }

  /** Resolves once any of `events` has happened. */
  untilAny(...events: string[]): Promise<void> {
    return Promise.race(events.map((event) => this.until(event)));
  }

  /** The events named, in the order they happened (so that the others' timing does not matter). */
  only(...events: string[]): string[] {
    return this.list.filter((event) => events.includes(event));
  }
}

interface Thread {
  send: (command: Command) => void;
  worker: Worker;
}

const workers: Worker[] = [];

afterEach(async () => {
  // A thread may still be blocked in takeBlocking: terminate interrupts Atomics.wait.
  await Promise.all(workers.splice(0).map((worker) => worker.terminate()));
});

/** A thread on `lock`'s buffer, ready to take commands; its messages go to `events` as `thread-…` events. */
async function startThread(lock: SqliteWriteLock, events: Events): Promise<Thread> {
  const worker = new Worker(THREAD_SOURCE, {
    eval: true,
    execArgv: [],
    workerData: { loaderUrl: LOADER_URL, lockUrl: LOCK_URL, buffer: lock.buffer },
  });
  workers.push(worker);
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: string) => {
      if (message === 'ready') {
        resolve();
      } else if (message.startsWith('failed: ')) {
        reject(new Error(`write lock thread: ${message}`));
      } else {
        events.add(message);
      }
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`write lock thread: exited with code ${code}`)));
  });
  await ready;
  return { worker, send: (command) => worker.postMessage(command) };
}

/**
 * Lets the other thread run for a while: several turns of this event loop and a few milliseconds. Never needed
 * for a working lock to pass; only so that a lock that let the other side through would be caught doing it.
 */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const ownerOf = (lock: SqliteWriteLock) => Atomics.load(new Int32Array(lock.buffer), OWNER);

/** A new turn and a thread on it, with the events of both sides. */
async function startOnNewTurn(): Promise<{ lock: SqliteWriteLock; events: Events; thread: Thread }> {
  const lock = new SqliteWriteLock();
  const events = new Events();
  return { lock, events, thread: await startThread(lock, events) };
}

/** A new turn that a thread has taken. */
async function startWithThreadHolding(): Promise<{ lock: SqliteWriteLock; events: Events; thread: Thread }> {
  const started = await startOnNewTurn();
  started.thread.send('take');
  await started.events.until('thread-took');
  return started;
}

// Each test starts a thread that loads tsx (about half a second alone, far more on a loaded 2-core machine).
describe('SqliteWriteLock between the event loop and a thread', { timeout: 60_000 }, () => {
  it("keeps the event loop's take() pending while the thread holds the turn, and resolves it once given back", async () => {
    const { lock, events, thread } = await startWithThreadHolding();
    expect(ownerOf(lock)).toBe(WRITE_THREAD);

    let isTaken = false;
    const taking = lock.take().then(() => {
      isTaken = true;
      events.add('loop-took');
    });
    // The thread answers while it holds the turn: the event loop runs meanwhile, and its take() still waits.
    thread.send('ping');
    await events.until('pong');
    await settle();
    expect(isTaken).toBe(false);

    events.add('loop-asks-thread-to-give');
    thread.send('give');
    await taking;
    expect(events.only('thread-took', 'pong', 'loop-asks-thread-to-give', 'loop-took')).toEqual([
      'thread-took',
      'pong',
      'loop-asks-thread-to-give',
      'loop-took',
    ]);
    expect(ownerOf(lock)).toBe(EVENT_LOOP);
    lock.give();
    expect(ownerOf(lock)).toBe(FREE);
  });

  it("blocks the thread's takeBlocking while the event loop holds the turn, until give()", async () => {
    const { lock, events, thread } = await startOnNewTurn();

    await lock.take();
    events.add('loop-took');
    expect(ownerOf(lock)).toBe(EVENT_LOOP);

    thread.send('take');
    // A command sent after `take` is answered only once takeBlocking has returned: the thread is blocked.
    thread.send('ping');
    await events.until('thread-taking');
    await settle();
    expect(events.list).not.toContain('thread-took');
    expect(events.list).not.toContain('pong');

    events.add('loop-gave');
    lock.give();
    await events.until('pong');
    expect(events.only('loop-took', 'thread-taking', 'loop-gave', 'thread-took', 'pong')).toEqual([
      'loop-took',
      'thread-taking',
      'loop-gave',
      'thread-took',
      'pong',
    ]);
    expect(ownerOf(lock)).toBe(WRITE_THREAD);

    thread.send('give');
    await events.until('thread-gave');
    expect(ownerOf(lock)).toBe(FREE);
  });

  it('lets a waiting event loop go first: the thread takes the turn again only after the loop took and gave it', async () => {
    const { lock, events, thread } = await startWithThreadHolding();

    // The event loop waits for the turn; then the thread gives it back and at once wants it again.
    const taking = lock.take().then(() => events.add('loop-took'));
    thread.send('give-and-take');
    // A lock without priority would hand the turn straight back to the thread (and never to the loop).
    await events.untilAny('loop-took', 'thread-took-again');
    expect(events.list).not.toContain('thread-took-again');
    await settle();
    events.add('loop-gave');
    lock.give();
    await taking;
    await events.until('thread-took-again');

    expect(events.only('loop-took', 'loop-gave', 'thread-took-again')).toEqual([
      'loop-took',
      'loop-gave',
      'thread-took-again',
    ]);
    expect(ownerOf(lock)).toBe(WRITE_THREAD);
  });

  it('giveFor(WRITE_THREAD) frees a turn a dead thread left held, and leaves alone a turn another holder holds', async () => {
    const { lock, thread } = await startWithThreadHolding();
    // The thread dies holding the turn.
    await thread.worker.terminate();
    expect(ownerOf(lock)).toBe(WRITE_THREAD);

    let isTaken = false;
    const taking = lock.take().then(() => {
      isTaken = true;
    });
    await settle();
    expect(isTaken).toBe(false);

    // Not the holder: nothing changes.
    lock.giveFor(EVENT_LOOP);
    await settle();
    expect(isTaken).toBe(false);
    expect(ownerOf(lock)).toBe(WRITE_THREAD);

    lock.giveFor(WRITE_THREAD);
    // Freed at once (the waiting take() runs only once this code yields), then taken by the waiting event loop.
    expect(ownerOf(lock)).toBe(FREE);
    await taking;
    expect(ownerOf(lock)).toBe(EVENT_LOOP);

    // The event loop holds it now: giving it back for the thread does nothing, and a thread still waits.
    lock.giveFor(WRITE_THREAD);
    expect(ownerOf(lock)).toBe(EVENT_LOOP);
    const otherEvents = new Events();
    const other = await startThread(lock, otherEvents);
    other.send('take');
    other.send('ping');
    await otherEvents.until('thread-taking');
    await settle();
    expect(otherEvents.list).not.toContain('thread-took');
    expect(otherEvents.list).not.toContain('pong');
    lock.give();
    await otherEvents.until('pong');
    expect(otherEvents.list).toEqual(['thread-taking', 'thread-took', 'pong']);
    expect(ownerOf(lock)).toBe(WRITE_THREAD);

    // A free turn stays free.
    other.send('give');
    await otherEvents.until('thread-gave');
    lock.giveFor(WRITE_THREAD);
    expect(ownerOf(lock)).toBe(FREE);
  });
});
