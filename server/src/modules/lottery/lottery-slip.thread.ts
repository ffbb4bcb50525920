// The lottery slips' work in the SQLite write thread (db/sqlite-write-thread.ts loads this module there): each slip
// of a group in a transaction of its own, begun together, so that they share one commit with a savepoint each
// (db/transaction.ts): a refused slip is rolled back alone and the others commit.
import type { RunThreadTasks } from '../../db/sqlite-write-thread';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { placeSlip } from './lottery-bets.service';
import type { SlipOutcome, SlipToPlace } from './lottery-bets.service';

/**
 * Places a group's slips on the thread's connection. A refusal (AppError) is an answer, sent back as its code and
 * details for the event loop to throw again: structured cloning keeps no class. Any other error fails its slip.
 */
export const runThreadTasks: RunThreadTasks<SlipToPlace, SlipOutcome> = (handle, slips) =>
  Promise.all(
    slips.map((slip) =>
      runInTransaction(handle, (db) => placeSlip(db, slip)).then(
        (response) => ({ isDone: true as const, value: { isPlaced: true as const, response } }),
        (error: unknown) =>
          error instanceof AppError
            ? {
                isDone: true as const,
                value: { isPlaced: false as const, code: error.code, details: error.details },
              }
            : { isDone: false as const, error },
      ),
    ),
  );
