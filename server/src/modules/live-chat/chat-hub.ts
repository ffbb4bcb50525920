import type { ChatServerEvent } from '@plaza/contracts/support';

/** How long an operator's last support call keeps them counted online (docs/decisions/053-…). */
export const OPERATOR_ONLINE_WINDOW_MS = 2 * 60 * 1000;

type Send = (event: ChatServerEvent) => void;

/**
 * Who is connected to the live chat in this process, and what each should hear: a member their own
 * conversation's events, operators every conversation's. An operator counts as online while a live connection of
 * theirs is open or for two minutes after a support call through the API (docs/decisions/053-…).
 */
export class ChatHub {
  private readonly members = new Map<number, Set<Send>>();
  private readonly operators = new Set<Send>();
  private lastOperatorCallAt = Number.NEGATIVE_INFINITY;
  private presenceTimer: NodeJS.Timeout | undefined;

  /** Whether an operator is there to answer now. */
  isOperatorOnline(now: number = Date.now()): boolean {
    return this.operators.size > 0 || now - this.lastOperatorCallAt < OPERATOR_ONLINE_WINDOW_MS;
  }

  /** Counts an operator's support call through the API as presence. */
  noteOperatorCall(now: number = Date.now()): void {
    const wasOnline = this.isOperatorOnline(now);
    this.lastOperatorCallAt = now;
    if (!wasOnline) {
      this.announcePresence(now);
    }
    // When the window closes without another call or connection, members hear that no one is online.
    clearTimeout(this.presenceTimer);
    this.presenceTimer = setTimeout(() => {
      if (!this.isOperatorOnline()) {
        this.announcePresence();
      }
    }, OPERATOR_ONLINE_WINDOW_MS);
    this.presenceTimer.unref();
  }

  /** Stops the presence timer (the app is closing). */
  stop(): void {
    clearTimeout(this.presenceTimer);
  }

  /** Adds a member's connection; answers the function that removes it. */
  addMember(memberId: number, send: Send): () => void {
    const sockets = this.members.get(memberId) ?? new Set<Send>();
    sockets.add(send);
    this.members.set(memberId, sockets);
    return () => {
      sockets.delete(send);
      if (sockets.size === 0) {
        this.members.delete(memberId);
      }
    };
  }

  /** Adds an operator's connection (members hear that someone is online); answers the function that removes it. */
  addOperator(send: Send): () => void {
    const wasOnline = this.isOperatorOnline();
    this.operators.add(send);
    if (!wasOnline) {
      this.announcePresence();
    }
    return () => {
      this.operators.delete(send);
      if (!this.isOperatorOnline()) {
        this.announcePresence();
      }
    };
  }

  /** Sends an event to one member's connections. */
  toMember(memberId: number, event: ChatServerEvent): void {
    for (const send of this.members.get(memberId) ?? []) {
      send(event);
    }
  }

  /** Sends an event to every operator connection. */
  toOperators(event: ChatServerEvent): void {
    for (const send of this.operators) {
      send(event);
    }
  }

  private announcePresence(now: number = Date.now()): void {
    const event: ChatServerEvent = { type: 'presence', isOperatorOnline: this.isOperatorOnline(now) };
    for (const sockets of this.members.values()) {
      for (const send of sockets) {
        send(event);
      }
    }
  }
}
