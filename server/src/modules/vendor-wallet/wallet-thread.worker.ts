// The SQLite wallet thread's own module (wallet-thread.ts starts it): it runs the money calls it is sent in groups,
// one group at a time and each in a transaction of its own, on a connection of its own to the server's SQLite file.
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import type { MessagePort } from 'node:worker_threads';

import { openDatabase } from '../../db/database';
import { MAX_GROUP_SIZE, runMoneyCalls } from './vendor-wallet-group.service';
import type { AccountCache } from './vendor-wallet-group.service';
import { toThreadError } from './wallet-thread';
import type { FromWalletThread, ThreadCall, ToWalletThread, WalletThreadData } from './wallet-thread';

function getPort(): MessagePort {
  if (parentPort === null) {
    throw new Error('wallet thread: not started as a worker thread');
  }
  return parentPort;
}

const port = getPort();
const { path, writeLockBuffer } = workerData as WalletThreadData;
const handle = openDatabase({ kind: 'sqlite', path }, { sqliteThread: { writeLockBuffer } });
const accounts: AccountCache = new Map();

const waiting: ThreadCall[] = [];
let isRunning = false;
let isStopping = false;

function take(message: ToWalletThread): void {
  if (message.kind === 'calls') {
    waiting.push(...message.calls);
  } else {
    isStopping = true;
  }
}

/** Takes the messages the event loop sent while a group ran, without waiting for the thread's own loop to turn. */
function takeSentMessages(): void {
  for (
    let message = receiveMessageOnPort(port);
    message !== undefined;
    message = receiveMessageOnPort(port)
  ) {
    take(message.message as ToWalletThread);
  }
}

async function runGroup(group: ThreadCall[]): Promise<FromWalletThread> {
  try {
    const outcomes = await runMoneyCalls(
      handle,
      accounts,
      group.map(({ call }) => call),
    );
    return {
      kind: 'answers',
      answers: group.map(({ id }, index) => {
        const outcome = outcomes[index];
        return {
          id,
          outcome: outcome?.isDone
            ? outcome
            : { isDone: false, error: toThreadError(outcome?.error ?? new Error('no outcome')) },
        };
      }),
    };
  } catch (error) {
    return {
      kind: 'answers',
      answers: group.map(({ id }) => ({ id, outcome: { isDone: false, error: toThreadError(error) } })),
    };
  }
}

/**
 * Runs groups while calls wait: every call waiting when a group ends joins the next one, which starts at once.
 * Answers go back as soon as their group is committed.
 */
async function drain(): Promise<void> {
  isRunning = true;
  try {
    for (;;) {
      takeSentMessages();
      if (waiting.length === 0) {
        break;
      }
      port.postMessage(await runGroup(waiting.splice(0, MAX_GROUP_SIZE)));
    }
  } finally {
    isRunning = false;
  }
  if (isStopping) {
    await handle.destroy();
    port.close();
  }
}

port.on('message', (message: ToWalletThread) => {
  take(message);
  if (!isRunning) {
    void drain();
  }
});

// Loaded, connected and listening: the event loop may now count on quick answers.
const ready: FromWalletThread = { kind: 'ready' };
port.postMessage(ready);
