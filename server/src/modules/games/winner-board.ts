import { MEMBER_TYPE } from '@plaza/contracts/accounts';
import { setImmediate as nextTurn } from 'node:timers/promises';

import type { DatabaseHandle } from '../../db/database';
import { selectLastWalletCallId, selectPaidWinsAfter, selectWalletCallsAfter } from './games.repository';
import type { WalletCallRow } from './games.repository';

/** A win on the board: an accepted win call that paid money to a member who is not on a trial account. */
export interface BoardWin {
  id: number;
  amount: number;
  createdAt: number;
  vendorCode: string;
  gameCode: string;
  gameType: string;
  username: string;
}

export interface WinnerBoardOptions {
  /** How far back the board looks, in milliseconds. */
  windowMs: number;
  /** The most wins a request asks for. */
  limit: number;
  /** Wins kept per category: the board stays exact while at least `limit` of them are inside the window. */
  keep: number;
  /** Wallet calls read at a time; the event loop takes its turn between reads. */
  chunkRows: number;
  /**
   * How many ids before the last one read a refresh reads again. On PostgreSQL two lanes (and other servers) write
   * calls at once, so a call can become visible after one with a higher id; on SQLite one writer commits at a time,
   * so ids become visible in order and nothing needs reading twice.
   */
  overlapIds: number;
}

interface CategoryWins {
  /** Largest first (amount, then time, then id). */
  wins: BoardWin[];
  /**
   * The biggest win left out because `keep` bigger ones were kept, if any. The list holds every win of the window
   * above it, not below: it answers exactly while at least `limit` of its wins inside the window are above it.
   */
  biggestLeftOut: BoardWin | undefined;
}

/** Largest first: by amount, then the later win, then the later call. */
function compareWins(a: BoardWin, b: BoardWin): number {
  return b.amount - a.amount || b.createdAt - a.createdAt || b.id - a.id;
}

function leaveOut(list: CategoryWins, win: BoardWin): void {
  if (list.biggestLeftOut === undefined || compareWins(win, list.biggestLeftOut) < 0) {
    list.biggestLeftOut = win;
  }
}

function toBoardWin(row: WalletCallRow): BoardWin {
  return {
    id: Number(row.id),
    amount: Number(row.amount),
    createdAt: Number(row.created_at),
    vendorCode: row.vendor_code,
    gameCode: row.game_code,
    gameType: row.game_type,
    username: row.username,
  };
}

/**
 * The winner board's biggest wins of the last days, kept in memory per database (decision 009). A week of wins on a
 * busy site is millions of calls: reading them all for each request took 0.4-1.4 s with a million wins, on the event
 * loop's SQLite connection. The board instead keeps the biggest `keep` wins of each category and, at each request,
 * reads only the calls written since the last one, along the primary key. It reads the whole window again (in
 * chunks, giving the event loop its turn between them) only at the first request and when so many of a category's
 * kept wins have aged out that a win left out before could now belong on the board.
 */
export class WinnerBoard {
  private readonly categories = new Map<string, CategoryWins>();
  /** The ids of the wins kept, so that a call read twice is kept once. */
  private readonly keptIds = new Set<number>();
  /** The last call id read; undefined until the window is first read. */
  private lastReadId: number | undefined;
  private refreshing: Promise<void> | undefined;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly options: WinnerBoardOptions,
  ) {}

  /** The biggest wins of the window ending at `now`, of one category or of all, at most `limit`. */
  async top(category: string | undefined, limit: number, now: number): Promise<BoardWin[]> {
    await this.refresh(now);
    const since = now - this.options.windowMs;
    const lists = category === undefined ? [...this.categories.values()] : [this.categories.get(category)];
    return lists
      .flatMap((list) => list?.wins.filter((win) => win.createdAt >= since).slice(0, limit) ?? [])
      .sort(compareWins)
      .slice(0, limit);
  }

  /** Brings the board up to the calls committed now; requests that come meanwhile wait for the same read. */
  private refresh(now: number): Promise<void> {
    this.refreshing ??= this.update(now).finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async update(now: number): Promise<void> {
    const since = now - this.options.windowMs;
    const lastId = await selectLastWalletCallId(this.handle.db);
    // Wins that aged out go first, so that they push no new win out of the list.
    this.dropOlderThan(since);
    if (this.lastReadId !== undefined && !this.isShort(since)) {
      if (lastId !== this.lastReadId) {
        await this.readCallsAfter(Math.max(0, this.lastReadId - this.options.overlapIds), since);
      }
      // The calls just read can leave a win out of a list already short of wins above an earlier one left out.
      if (!this.isShort(since)) {
        return;
      }
    }
    // Until the window is read whole, the board counts as unread: a read that fails is begun again next time.
    this.lastReadId = undefined;
    await this.readWindow(since);
    // Calls written while the window was read (and, on PostgreSQL, any made visible late) are read next.
    this.lastReadId = lastId;
    await this.readCallsAfter(Math.max(0, lastId - this.options.overlapIds), since);
  }

  /** Reads the window's wins afresh, along the kind-and-time index. */
  private async readWindow(since: number): Promise<void> {
    this.categories.clear();
    this.keptIds.clear();
    // (time, id) > (since, -1): every win made at or after `since`.
    let after = { time: since, id: -1 };
    for (;;) {
      const rows = await selectPaidWinsAfter(this.handle.db, after, this.options.chunkRows);
      this.keepWins(rows, since);
      const last = rows.at(-1);
      if (last === undefined || rows.length < this.options.chunkRows) {
        return;
      }
      after = { time: Number(last.created_at), id: Number(last.id) };
      // A whole window is many chunks, and on SQLite each read holds the event loop: other requests go between.
      await nextTurn();
    }
  }

  /** Reads the calls after `afterId` to the last one, along the primary key, keeping the wins of the window. */
  private async readCallsAfter(afterId: number, since: number): Promise<void> {
    let cursor = afterId;
    for (;;) {
      const rows = await selectWalletCallsAfter(this.handle.db, cursor, this.options.chunkRows);
      this.keepWins(rows, since);
      const last = rows.at(-1);
      if (last !== undefined) {
        cursor = Number(last.id);
        this.lastReadId = Math.max(this.lastReadId ?? 0, cursor);
      }
      if (rows.length < this.options.chunkRows) {
        return;
      }
      await nextTurn();
    }
  }

  /** Keeps the calls that are board wins. */
  private keepWins(rows: WalletCallRow[], since: number): void {
    for (const row of rows) {
      if (
        row.kind === 'win' &&
        row.status === 'OK' &&
        Number(row.amount) > 0 &&
        Number(row.member_type) !== MEMBER_TYPE.trial &&
        Number(row.created_at) >= since
      ) {
        this.keep(toBoardWin(row));
      }
    }
  }

  private keep(win: BoardWin): void {
    if (this.keptIds.has(win.id)) {
      return;
    }
    let list = this.categories.get(win.gameType);
    if (list === undefined) {
      list = { wins: [], biggestLeftOut: undefined };
      this.categories.set(win.gameType, list);
    }
    const { wins } = list;
    const smallest = wins.at(-1);
    if (wins.length >= this.options.keep && smallest !== undefined && compareWins(win, smallest) > 0) {
      leaveOut(list, win);
      return;
    }
    let index = wins.length;
    let previous = wins[index - 1];
    while (previous !== undefined && compareWins(win, previous) < 0) {
      index -= 1;
      previous = wins[index - 1];
    }
    wins.splice(index, 0, win);
    this.keptIds.add(win.id);
    const dropped = wins.length > this.options.keep ? wins.pop() : undefined;
    if (dropped !== undefined) {
      this.keptIds.delete(dropped.id);
      leaveOut(list, dropped);
    }
  }

  private dropOlderThan(since: number): void {
    for (const list of this.categories.values()) {
      if (list.wins.some((win) => win.createdAt < since)) {
        list.wins = list.wins.filter((win) => {
          const isInside = win.createdAt >= since;
          if (!isInside) {
            this.keptIds.delete(win.id);
          }
          return isInside;
        });
      }
    }
  }

  /**
   * Whether a category keeps fewer than a request may ask for of the window's wins above the biggest one it left
   * out: that one, or another left out, could then belong on the board, so the window is read again.
   */
  private isShort(since: number): boolean {
    for (const { wins, biggestLeftOut } of this.categories.values()) {
      if (biggestLeftOut !== undefined) {
        const exact = wins.filter(
          (win) => win.createdAt >= since && compareWins(win, biggestLeftOut) < 0,
        ).length;
        if (exact < this.options.limit) {
          return true;
        }
      }
    }
    return false;
  }
}
