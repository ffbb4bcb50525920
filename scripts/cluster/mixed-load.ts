// The mixed load of the multi-node proof (issue 25): vendor wallet pairs, member logins, deposits, crash bets and
// lottery bets, all through the proxy, each acknowledged call recorded so that it can be looked for afterwards;
// and WebSocket clients on the crash game's live state that reconnect when their node goes away.
import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';

import { encryptPayload } from '../../contracts/src/encrypt-payload';
import { SEAMLESS_SIGNATURE_HEADER } from '../../contracts/src/seamless';
import type { DatabaseHandle } from '../../server/src/db/database';
import { DEFAULT_DEMO_VENDOR_SECRET } from '../../server/src/demo/demo-vendor-integrations';
import { insertMember } from '../../server/src/modules/accounts/accounts.repository';
import { hashPassword } from '../../server/src/modules/accounts/password-hashing';
import { saveDeploymentSettings } from '../../server/src/modules/deployment/deployment.service';
import { getPublicKey } from '../../server/src/modules/encryption/encryption.service';
import { listGameIssueRows, scheduleIssues } from '../../server/src/modules/lottery/lottery-draws.service';
import { signBody } from '../../server/src/modules/vendors/signature';
import { fundMember, issueTestLaunchToken } from '../../server/src/test/seamless-client';
import { openLiveSocket } from './live-socket';

export const LOTTERY_GAME = 'SSC_1M';
const PASSWORD = 'Cluster1234';
const FUNDS = 1_000_000_000;

export interface LoadPlayer {
  memberId: number;
  username: string;
  /** Launch tokens of the demo vendor (wallet pairs) and of Plaza's own games (crash). */
  demoToken: string;
  bgsToken: string;
}

export interface LoadSetup {
  players: LoadPlayer[];
  publicKey: { keyId: string; spki: string };
  /** The lottery issues on sale from now on: [sales open, sales close, issue number]. */
  issues: { opensAt: number; closesAt: number; issueNo: string }[];
}

/**
 * Members for the load, funded through the ledger, with launch tokens; the login's challenge and region rules
 * off (the deployment's settings, before the nodes start); the fast lottery's issues listed ahead.
 */
export async function prepareLoad(
  handle: DatabaseHandle,
  count: number,
  now = Date.now(),
): Promise<LoadSetup> {
  await saveDeploymentSettings(handle, { isChallengeEnabled: false, allowedRegions: [] });
  const passwordHash = await hashPassword(PASSWORD);
  const players: LoadPlayer[] = [];
  for (let index = 0; index < count; index += 1) {
    const username = `cluster${index}`;
    const memberId = await insertMember(handle.db, {
      username,
      passwordHash,
      type: 0,
      isFirstLogin: false,
      now,
    });
    await fundMember(handle, memberId, FUNDS, 'USD');
    players.push({
      memberId,
      username,
      demoToken: await issueTestLaunchToken(handle, {
        memberId,
        vendor: 'DEMO',
        expiresAt: now + 86_400_000,
      }),
      bgsToken: await issueTestLaunchToken(handle, {
        memberId,
        vendor: 'BGS',
        gameCode: 'BGS_CRASH',
        expiresAt: now + 86_400_000,
      }),
    });
  }
  await scheduleIssues(handle, now, { areas: ['FAST'] });
  const issues = (await listGameIssueRows(handle, LOTTERY_GAME, now, 60)).map((issue) => ({
    opensAt: Number(issue.sales_open_at),
    closesAt: Number(issue.sales_close_at),
    issueNo: issue.issue_no,
  }));
  return { players, publicKey: await getPublicKey(handle), issues };
}

/** Every call the nodes acknowledged, by kind: what must be found in the database afterwards. */
export interface AcknowledgedCalls {
  walletCalls: { transactionId: string; kind: 'bet' | 'win'; memberId: number; amount: number }[];
  logins: { memberId: number; token: string }[];
  deposits: { memberId: number; requestId: string; id: string }[];
  crashBets: { memberId: number; roundId: string }[];
  lotterySlips: { memberId: number; requestId: string }[];
}

export interface CallCounts {
  sent: number;
  acknowledged: number;
  /** Refusals by error code or status: answers in the protocol, not failures of the cluster. */
  refused: Record<string, number>;
  /** Sent again after a transport failure or a 502 (the same idempotency key). */
  resent: number;
  /** Never acknowledged: the transport failed until the end of the load. */
  unknown: number;
}

export type CallKind = 'wallet' | 'login' | 'deposit' | 'crash' | 'lottery';

/** What a WebSocket client saw: every message time, its reconnections and the crash games' states. */
export interface LiveClientRecord {
  messages: { at: number; gameId: number | undefined; phase: string | undefined }[];
  closedAt: number[];
  reopenedAt: number[];
}

export class MixedLoad {
  readonly acknowledged: AcknowledgedCalls = {
    walletCalls: [],
    logins: [],
    deposits: [],
    crashBets: [],
    lotterySlips: [],
  };
  readonly counts: Record<CallKind, CallCounts>;
  readonly liveClients: LiveClientRecord[] = [];
  private isStopping = false;
  /** Workers of the load that stopped on an error of their own. */
  readonly loadErrors: string[] = [];
  /** When `stop()` was called (performance.now()): the clients' closes from then on are the load's own. */
  stoppedAt = Number.POSITIVE_INFINITY;
  private readonly sockets: { close: () => void }[] = [];

  constructor(
    private readonly proxyPort: number,
    private readonly setup: LoadSetup,
  ) {
    const empty = (): CallCounts => ({ sent: 0, acknowledged: 0, refused: {}, resent: 0, unknown: 0 });
    this.counts = { wallet: empty(), login: empty(), deposit: empty(), crash: empty(), lottery: empty() };
  }

  /**
   * Runs until `stop()`: `walletWorkers` vendor game servers playing pairs, `memberWorkers` members logging in,
   * depositing and betting on the lottery, `crashWorkers` crash players, `liveClients` WebSocket clients.
   */
  run(options: { walletWorkers: number; memberWorkers: number; crashWorkers: number; liveClients: number }) {
    const players = this.setup.players;
    const pick = (offset: number, index: number) => {
      const player = players[(offset + index) % players.length];
      if (player === undefined) {
        throw new Error('the load has no players');
      }
      return player;
    };
    const workers: Promise<void>[] = [];
    for (let index = 0; index < options.walletWorkers; index += 1) {
      workers.push(this.walletWorker(pick(0, index), index));
    }
    for (let index = 0; index < options.memberWorkers; index += 1) {
      workers.push(this.memberWorker(pick(options.walletWorkers, index), index));
    }
    for (let index = 0; index < options.crashWorkers; index += 1) {
      workers.push(this.crashWorker(pick(options.walletWorkers + options.memberWorkers, index), index));
    }
    for (let index = 0; index < options.liveClients; index += 1) {
      workers.push(this.liveClient());
    }
    // A worker that throws is a fault of the load, not of the cluster: it is counted and the others go on.
    return Promise.all(
      workers.map((worker) =>
        worker.catch((error: unknown) => {
          this.loadErrors.push(error instanceof Error ? error.message : String(error));
        }),
      ),
    ).then(() => undefined);
  }

  stop(): void {
    this.isStopping = true;
    this.stoppedAt = performance.now();
    for (const socket of this.sockets) {
      socket.close();
    }
  }

  /**
   * One call through the proxy; a transport failure or a 502 is sent again with the same body (the same
   * idempotency key) until it is answered or the load stops. Answers the parsed body, or undefined if unknown.
   */
  private async call(
    kind: CallKind,
    path: string,
    body: string,
    headers: Record<string, string>,
    options: { isResendable: boolean },
  ): Promise<Record<string, unknown> | undefined> {
    const counts = this.counts[kind];
    counts.sent += 1;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const response = await fetch(`http://127.0.0.1:${this.proxyPort}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body,
          signal: AbortSignal.timeout(30_000),
        });
        if (response.status !== 502) {
          return (await response.json()) as Record<string, unknown>;
        }
      } catch {
        // a transport failure: the call may or may not have reached a node
      }
      if (!options.isResendable || this.isStopping) {
        counts.unknown += 1;
        return undefined;
      }
      counts.resent += 1;
      await pause(100 * Math.min(attempt + 1, 10));
    }
  }

  private refuse(kind: CallKind, code: unknown): void {
    const key = typeof code === 'string' ? code : 'unknown';
    this.counts[kind].refused[key] = (this.counts[kind].refused[key] ?? 0) + 1;
  }

  private async walletCall(operation: 'bet' | 'win', body: Record<string, unknown>): Promise<boolean> {
    const text = JSON.stringify(body);
    const answer = await this.call(
      'wallet',
      `/gateway/seamless/DEMO/${operation}`,
      text,
      { [SEAMLESS_SIGNATURE_HEADER]: signBody(text, DEFAULT_DEMO_VENDOR_SECRET) },
      { isResendable: true },
    );
    if (answer === undefined) {
      return false;
    }
    if (answer.status !== 'OK') {
      this.refuse('wallet', answer.status);
      return false;
    }
    this.counts.wallet.acknowledged += 1;
    this.acknowledged.walletCalls.push({
      transactionId: String(body.transactionId),
      kind: operation,
      memberId: Number(body.playerId),
      amount: Number(body.amount),
    });
    return true;
  }

  /** A vendor's game server: a bet, then the win that settles it, over and over. */
  private async walletWorker(player: LoadPlayer, worker: number): Promise<void> {
    const salt = `${Date.now().toString(36)}-${worker}`;
    for (let pair = 0; !this.isStopping; pair += 1) {
      const roundId = `${salt}-${pair}`;
      const common = {
        playerId: String(player.memberId),
        currency: 'USD',
        gameCode: 'DEMO_SLOT',
        roundId,
      };
      const amount = 100 + (pair % 7) * 10;
      const isBetTaken = await this.walletCall('bet', {
        ...common,
        requestId: `${roundId}-b`,
        token: player.demoToken,
        transactionId: `${roundId}-b`,
        amount,
      });
      if (isBetTaken) {
        await this.walletCall('win', {
          ...common,
          requestId: `${roundId}-w`,
          transactionId: `${roundId}-w`,
          amount: pair % 3 === 0 ? amount * 2 : 0,
          refTransactionId: `${roundId}-b`,
        });
      }
    }
  }

  /** A member: logs in (a private address of its own), then deposits and bets on the lottery with the session. */
  private async memberWorker(player: LoadPlayer, worker: number): Promise<void> {
    for (let sequence = 0; !this.isStopping; sequence += 1) {
      const address = `10.${100 + worker}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
      const login = await this.call(
        'login',
        '/wps/session/login',
        JSON.stringify(
          await encryptPayload(this.setup.publicKey, { username: player.username, password: PASSWORD }),
        ),
        { 'x-forwarded-for': address },
        { isResendable: false },
      );
      const token = (login?.value as { token?: string } | undefined)?.token;
      if (login?.success !== true || token === undefined) {
        if (login !== undefined) {
          this.refuse('login', login.errorCode);
        }
        await pause(200);
        continue;
      }
      this.counts.login.acknowledged += 1;
      this.acknowledged.logins.push({ memberId: player.memberId, token });
      for (let step = 0; step < 6 && !this.isStopping; step += 1) {
        const requestId = `c${worker}-${sequence}-${step}-${Date.now().toString(36)}`;
        const headers = { authorization: token, 'x-forwarded-for': address };
        if (step % 2 === 0) {
          const deposit = await this.call(
            'deposit',
            '/wps/payment/deposit',
            JSON.stringify({ channelCode: 'SANDBOX', amount: 1_000 + step, requestId }),
            headers,
            { isResendable: true },
          );
          const id = (deposit?.value as { id?: string } | undefined)?.id;
          if (deposit?.success === true && id !== undefined) {
            this.counts.deposit.acknowledged += 1;
            this.acknowledged.deposits.push({ memberId: player.memberId, requestId, id });
          } else if (deposit !== undefined) {
            this.refuse('deposit', deposit.errorCode);
          }
        } else {
          const now = Date.now();
          const issue = this.setup.issues.find(
            (entry) => entry.opensAt <= now && now < entry.closesAt - 2_000,
          );
          if (issue === undefined) {
            // The last seconds of an issue's sale: the slip waits for the next issue.
            await pause(1_000);
            continue;
          }
          const slip = await this.call(
            'lottery',
            '/lgw/bets',
            JSON.stringify({
              gameCode: LOTTERY_GAME,
              issueNo: issue.issueNo,
              selections: [
                { betCode: 'ssc_position_digit', picks: [[String(step % 10)], [], [], [], []], stake: 100 },
              ],
              requestId,
            }),
            headers,
            { isResendable: true },
          );
          if (slip?.success === true) {
            this.counts.lottery.acknowledged += 1;
            this.acknowledged.lotterySlips.push({ memberId: player.memberId, requestId });
          } else if (slip !== undefined) {
            this.refuse('lottery', slip.errorCode);
          }
        }
      }
    }
  }

  /** A crash player: asks for the state, bets on the game taking bets (cashing out at 1.5×), and again. */
  private async crashWorker(player: LoadPlayer, worker: number): Promise<void> {
    // A player's own address, as its browser would have: the per-address rate limit counts per player.
    const headers = { 'x-forwarded-for': `10.200.${worker}.${randomInt(1, 255)}` };
    let lastGameId: number | undefined;
    while (!this.isStopping) {
      const state = await this.callCrashState(player.bgsToken, headers);
      const game = state?.game;
      if (game === undefined || game.phase !== 'betting' || game.gameId === lastGameId) {
        await pause(300);
        continue;
      }
      const answer = await this.call(
        'crash',
        '/bgs/api/crash/bet',
        JSON.stringify({ token: player.bgsToken, stake: 100, autoCashOutHundredths: 150 }),
        headers,
        { isResendable: false },
      );
      const bet = (answer?.value as { bet?: { roundId?: string } } | undefined)?.bet;
      if (answer?.success === true && bet?.roundId !== undefined) {
        lastGameId = game.gameId;
        this.counts.crash.acknowledged += 1;
        this.acknowledged.crashBets.push({ memberId: player.memberId, roundId: bet.roundId });
      } else if (answer !== undefined) {
        this.refuse('crash', answer.errorCode);
        await pause(300);
      }
    }
  }

  private async callCrashState(
    token: string,
    headers: Record<string, string>,
  ): Promise<{ game?: { gameId: number; phase: string } } | undefined> {
    try {
      const response = await fetch(`http://127.0.0.1:${this.proxyPort}/bgs/api/crash/state`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ token }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json()) as {
        value?: { state?: { game?: { gameId: number; phase: string } | null } };
      };
      const game = body.value?.state?.game;
      return game === null || game === undefined ? {} : { game };
    } catch {
      return undefined;
    }
  }

  /** A WebSocket client of the crash game's live state; reconnects through the proxy when its node goes away. */
  private async liveClient(): Promise<void> {
    const record: LiveClientRecord = { messages: [], closedAt: [], reopenedAt: [] };
    this.liveClients.push(record);
    let isFirst = true;
    while (!this.isStopping) {
      const closed = new Promise<void>((resolve) => {
        openLiveSocket(
          this.proxyPort,
          '/bgs/api/crash/live',
          (text) => {
            let game: { gameId?: number; phase?: string } | null | undefined;
            try {
              game = (JSON.parse(text) as { game?: { gameId?: number; phase?: string } | null }).game;
            } catch {
              game = undefined;
            }
            record.messages.push({ at: performance.now(), gameId: game?.gameId, phase: game?.phase });
          },
          () => {
            record.closedAt.push(performance.now());
            resolve();
          },
        ).then(
          (socket) => {
            if (!isFirst) {
              record.reopenedAt.push(performance.now());
            }
            isFirst = false;
            this.sockets.push(socket);
            if (this.isStopping) {
              socket.close();
            }
          },
          () => resolve(),
        );
      });
      await closed;
      if (!this.isStopping) {
        await pause(200);
      }
    }
  }
}

function pause(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}
