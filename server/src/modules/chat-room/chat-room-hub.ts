import type {
  ChatRoomId,
  ChatRoomMessage,
  ChatRoomServerFrame,
  ChatRoomStanding,
} from '@plaza/contracts/chat-room';

import type { ClusterBus } from '../../cluster/cluster-bus';

/** The bus channel of the chat room's events (docs/architecture/scale-out.md). */
export const CHAT_ROOM_CHANNEL = 'chat-room';

/** A message as it travels on the bus: with its author, so that each connection can tell its own. */
export type RoomMessageEvent = Omit<ChatRoomMessage, 'isOwn'> & { memberId: number };

/** What the chat room says on the bus: a new message, a removal, a member's mute changing. */
export type ChatRoomBusMessage =
  | { kind: 'message'; message: RoomMessageEvent }
  | { kind: 'removed'; roomId: ChatRoomId; messageId: string }
  | { kind: 'standing'; memberId: number; standing: ChatRoomStanding };

/** One live connection: the room it follows and, when it named a session, its member. */
export interface RoomConnection {
  roomId: ChatRoomId | undefined;
  memberId: number | undefined;
  send: (frame: ChatRoomServerFrame) => void;
}

/**
 * The chat room's live connections on this node, by room. Every event goes out on the cluster bus and is
 * delivered from there, on this node as on the others (the bus delivers to its sender too), so one path serves
 * one node and many: a message posted through node A reaches a member connected to node B, a removal made by an
 * operator on B disappears on A.
 */
export class ChatRoomHub {
  private readonly connections = new Set<RoomConnection>();
  private readonly stopListening: () => void;

  constructor(private readonly bus: ClusterBus) {
    this.stopListening = bus.subscribe(CHAT_ROOM_CHANNEL, (body) => this.deliver(body as ChatRoomBusMessage));
  }

  /** Publishes an event to every node's connections. */
  publish(message: ChatRoomBusMessage): void {
    this.bus.publish(CHAT_ROOM_CHANNEL, message);
  }

  add(connection: RoomConnection): () => void {
    this.connections.add(connection);
    return () => this.connections.delete(connection);
  }

  /** Stops hearing the bus (the app is closing). */
  stop(): void {
    this.stopListening();
    this.connections.clear();
  }

  private deliver(event: ChatRoomBusMessage): void {
    for (const connection of this.connections) {
      const frame = frameFor(connection, event);
      if (frame !== undefined) {
        connection.send(frame);
      }
    }
  }
}

/** What one connection hears of an event: its room's messages and removals, its own member's standing. */
function frameFor(connection: RoomConnection, event: ChatRoomBusMessage): ChatRoomServerFrame | undefined {
  switch (event.kind) {
    case 'message': {
      if (event.message.roomId !== connection.roomId) {
        return undefined;
      }
      const { memberId, ...message } = event.message;
      return { type: 'message', message: { ...message, isOwn: memberId === connection.memberId } };
    }
    case 'removed':
      return event.roomId === connection.roomId
        ? { type: 'removed', roomId: event.roomId, messageId: event.messageId }
        : undefined;
    case 'standing':
      return event.memberId === connection.memberId
        ? { type: 'standing', standing: event.standing }
        : undefined;
  }
}
