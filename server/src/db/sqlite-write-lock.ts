/**
 * The turn to write to one SQLite file, shared by the event loop's connection and the write thread's
 * (sqlite-write-thread.ts). SQLite has one writer at a time; a connection that finds the file locked
 * would sleep in SQLite's busy handler, which on the event loop stops every request, and under a steady wallet
 * load could wait for seconds while the thread takes turn after turn. So both sides take this turn before BEGIN
 * IMMEDIATE and give it back after COMMIT or ROLLBACK: the event loop waits for it without blocking
 * (Atomics.waitAsync), and the write thread, which may block, lets any waiting event-loop transaction go first.
 */

/** Who holds the turn: 0 nobody, else a Holder. */
const OWNER = 0;
/** How many event-loop transactions wait for the turn. */
const WAITING = 1;

const FREE = 0;
export type Holder = 1 | 2;
export const EVENT_LOOP: Holder = 1;
export const WRITE_THREAD: Holder = 2;

/** How long the write thread sleeps at most before it looks again whether the event loop still waits. */
const THREAD_POLL_MILLISECONDS = 1;

// Atomics.waitAsync (Node 16+) is in TypeScript's ES2024 library, past the ES2023 this project targets.
type WaitAsync = (
  array: Int32Array,
  index: number,
  value: number,
) => { async: false; value: 'not-equal' | 'timed-out' } | { async: true; value: Promise<'ok' | 'timed-out'> };
const waitAsync = (Atomics as unknown as { waitAsync: WaitAsync }).waitAsync;

export class SqliteWriteLock {
  private readonly words: Int32Array;

  /** A new turn, or (in the write thread) the one whose `buffer` the event loop's side handed over. */
  constructor(readonly buffer: SharedArrayBuffer = new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT)) {
    this.words = new Int32Array(buffer);
  }

  /** The event loop's side: resolves once it holds the turn, the loop running meanwhile. */
  async take(): Promise<void> {
    Atomics.add(this.words, WAITING, 1);
    try {
      for (;;) {
        const owner = Atomics.compareExchange(this.words, OWNER, FREE, EVENT_LOOP);
        if (owner === FREE) {
          return;
        }
        const wait = waitAsync(this.words, OWNER, owner);
        if (wait.async) {
          await wait.value;
        }
      }
    } finally {
      Atomics.sub(this.words, WAITING, 1);
    }
  }

  /**
   * The event loop's side for a write outside a transaction, which holds the event loop's one connection while it
   * waits: resolves true once it has taken the turn, or false as soon as the event loop holds it. An event-loop
   * holder is then a transaction that took the turn and waits for that same connection before its BEGIN; waiting
   * for it to give the turn back would wait for ever (each would wait for the other), and the write may run under
   * its turn instead, since nothing of the transaction has begun and the write thread stays out.
   */
  async takeUnlessEventLoopHolds(): Promise<boolean> {
    Atomics.add(this.words, WAITING, 1);
    try {
      for (;;) {
        const owner = Atomics.compareExchange(this.words, OWNER, FREE, EVENT_LOOP);
        if (owner === FREE) {
          return true;
        }
        if (owner === EVENT_LOOP) {
          return false;
        }
        const wait = waitAsync(this.words, OWNER, owner);
        if (wait.async) {
          await wait.value;
        }
      }
    } finally {
      Atomics.sub(this.words, WAITING, 1);
    }
  }

  /** The write thread's side: blocks its thread until it holds the turn and no event-loop transaction waits. */
  takeBlocking(): void {
    for (;;) {
      if (
        Atomics.load(this.words, WAITING) === 0 &&
        Atomics.compareExchange(this.words, OWNER, FREE, WRITE_THREAD) === FREE
      ) {
        return;
      }
      const owner = Atomics.load(this.words, OWNER);
      // Held: sleep until it is given back. Free, but the event loop waits for it: let it take it first.
      Atomics.wait(this.words, OWNER, owner, owner === FREE ? THREAD_POLL_MILLISECONDS : undefined);
    }
  }

  /** Whether `holder` holds the turn now. */
  isHeldBy(holder: Holder): boolean {
    return Atomics.load(this.words, OWNER) === holder;
  }

  /** Gives the turn back (the holder only). */
  give(): void {
    Atomics.store(this.words, OWNER, FREE);
    Atomics.notify(this.words, OWNER);
  }

  /** Gives back a turn `holder` still holds: after the write thread died holding it. */
  giveFor(holder: Holder): void {
    if (Atomics.compareExchange(this.words, OWNER, holder, FREE) === holder) {
      Atomics.notify(this.words, OWNER);
    }
  }
}
