// The vendor wallet's work in the SQLite write thread (db/sqlite-write-thread.ts loads this module there): a group's
// money calls run as one group of the wallet's (vendor-wallet-group.service.ts) on the thread's connection.
import type { SeamlessResponse } from '@plaza/contracts/seamless';

import type { RunThreadTasks } from '../../db/sqlite-write-thread';
import { getAccountCache, runMoneyCalls } from './vendor-wallet-group.service';
import type { MoneyCall } from './vendor-wallet-group.service';

/** Runs a group's money calls in the thread, as the lanes run them on PostgreSQL. */
export const runThreadTasks: RunThreadTasks<MoneyCall, SeamlessResponse> = (handle, calls) =>
  runMoneyCalls(handle, getAccountCache(handle), calls);
