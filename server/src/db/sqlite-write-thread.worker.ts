// The SQLite write thread's own module (sqlite-write-thread.ts starts it): it runs the tasks it is sent in groups, one
// group at a time, on a connection of its own to the server's SQLite file. Each kind of task is a module's work
// (loaded by its URL): a group hands each module its tasks, and the modules' transactions join one commit group
// (transaction.ts) when they begin together.
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import type { MessagePort } from 'node:worker_threads';

import { openDatabase } from './database';
import { toThreadError } from './sqlite-write-thread';
import type {
  FromWriteThread,
  RunThreadTasks,
  ThreadOutcome,
  ThreadTask,
  ToWriteThread,
  WriteThreadData,
} from './sqlite-write-thread';
import { MAX_GROUP_SIZE } from './transaction';

function getPort(): MessagePort {
  if (parentPort === null) {
    throw new Error('write thread: not started as a worker thread');
  }
  return parentPort;
}

const port = getPort();
const { path, writeLockBuffer } = workerData as WriteThreadData;
const handle = openDatabase({ kind: 'sqlite', path }, { sqliteThread: { writeLockBuffer } });

const works = new Map<string, Promise<RunThreadTasks<unknown, unknown>>>();

/** A work's runThreadTasks, its module loaded once. */
function loadWork(moduleUrl: string): Promise<RunThreadTasks<unknown, unknown>> {
  let work = works.get(moduleUrl);
  if (work === undefined) {
    work = import(moduleUrl).then((loaded: { runThreadTasks?: RunThreadTasks<unknown, unknown> }) => {
      if (typeof loaded.runThreadTasks !== 'function') {
        throw new Error(`write thread: ${moduleUrl} exports no runThreadTasks`);
      }
      return loaded.runThreadTasks;
    });
    works.set(moduleUrl, work);
  }
  return work;
}

const waiting: ThreadTask[] = [];
let isRunning = false;
let isStopping = false;

function take(message: ToWriteThread): void {
  if (message.kind === 'tasks') {
    waiting.push(...message.tasks);
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
    take(message.message as ToWriteThread);
  }
}

/** Runs one work's tasks of a group; answers one outcome per task. */
async function runTasks(
  moduleUrl: string,
  tasks: ThreadTask[],
): Promise<{ id: number; outcome: ThreadOutcome }[]> {
  try {
    const runThreadTasks = await loadWork(moduleUrl);
    const outcomes = await runThreadTasks(
      handle,
      tasks.map(({ task }) => task),
    );
    return tasks.map(({ id }, index) => {
      const outcome = outcomes[index];
      return {
        id,
        outcome: outcome?.isDone
          ? outcome
          : { isDone: false, error: toThreadError(outcome?.error ?? new Error('no outcome')) },
      };
    });
  } catch (error) {
    return tasks.map(({ id }) => ({ id, outcome: { isDone: false, error: toThreadError(error) } }));
  }
}

/** Runs a group: each work's tasks together, the works side by side (their transactions then share a commit). */
async function runGroup(group: ThreadTask[]): Promise<FromWriteThread> {
  const byWork = new Map<string, ThreadTask[]>();
  for (const task of group) {
    const tasks = byWork.get(task.moduleUrl);
    if (tasks === undefined) {
      byWork.set(task.moduleUrl, [task]);
    } else {
      tasks.push(task);
    }
  }
  const answered = await Promise.all([...byWork].map(([moduleUrl, tasks]) => runTasks(moduleUrl, tasks)));
  return { kind: 'answers', answers: answered.flat() };
}

/**
 * Runs groups while tasks wait: every task waiting when a group ends joins the next one, which starts at once.
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

port.on('message', (message: ToWriteThread) => {
  take(message);
  if (!isRunning) {
    void drain();
  }
});

// Loaded, connected and listening: the event loop may now count on quick answers.
const ready: FromWriteThread = { kind: 'ready' };
port.postMessage(ready);
