import type { ChatServerEvent } from '@plaza/contracts/support';

import type { ClusterBus } from '../../cluster/cluster-bus';

/** The bus channel of chat events for connections on other nodes (docs/architecture/scale-out.md). */
export const CHAT_CHANNEL = 'chat';

/** A chat event on the bus: for one member's connections, or for every operator's. */
type ChatBusMessage =
  { to: 'member'; memberId: number; event: ChatServerEvent } | { to: 'operators'; event: ChatServerEvent };

/** How long an operator's last support call keeps them counted online (docs/decisions/053-…). */
export const OPERATOR_ONLINE_WINDOW_MS = 2 * 60 * 1000;

type Send = (event: ChatServerEvent) => void;

/**
 * Who is connected to the live chat in this process, and what each should hear (events reach the other nodes'
 * connections through the cluster bus; presence is this node's own): a member their own
 * conversation's events, operators every conversation's. An operator counts as online while a live connection of
 * theirs is open or for two minutes after a support call through the API (docs/decisions/053-…).
 */
export class ChatHub {
  /**
   * With a cluster bus, every event also goes to the connections of the other nodes (a member on node B hears the
   * operator's reply sent through node A); this node's own connections hear it at once, as without the bus.
   */
  constructor(private readonly bus?: ClusterBus) {
    bus?.subscribe(CHAT_CHANNEL, (body, delivery) => {
      if (delivery.isOwn) {
        return;
      }
      const message = body as ChatBusMessage;
      if (message.to === 'member') {
        this.deliverToMember(message.memberId, message.event);
      } else if (message.to === 'operators') {
        this.deliverToOperators(message.event);
      }
    });
  }

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

  /** Sends an event to one member's connections, on every node. */
  toMember(memberId: number, event: ChatServerEvent): void {
    this.deliverToMember(memberId, event);
    this.bus?.publish(CHAT_CHANNEL, { to: 'member', memberId, event } satisfies ChatBusMessage);
  }

  /** Sends an event to every operator connection, on every node. */
  toOperators(event: ChatServerEvent): void {
    this.deliverToOperators(event);
    this.bus?.publish(CHAT_CHANNEL, { to: 'operators', event } satisfies ChatBusMessage);
  }

  private deliverToMember(memberId: number, event: ChatServerEvent): void {
    for (const send of this.members.get(memberId) ?? []) {
      send(event);
    }
  }

  private deliverToOperators(event: ChatServerEvent): void {
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
