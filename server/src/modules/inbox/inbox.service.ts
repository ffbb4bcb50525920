import { isAgentType, MEMBER_TYPE } from '@plaza/contracts/accounts';
import type {
  MemberMessage,
  MemberMessagePage,
  MemberMessagesQuery,
  OperatorMessage,
  OperatorMessagePage,
  OperatorMessagesQuery,
  ReadMessagesRequest,
  SendMessageRequest,
  SystemMessageTopic,
  UnreadCount,
} from '@plaza/contracts/inbox';
import { LANGUAGES } from '@plaza/contracts/languages';
import type { Language } from '@plaza/contracts/languages';
import type { Currency } from '@plaza/contracts/system';

import type { DatabaseHandle } from '../../db/database';
import type { Executor } from '../../db/transaction';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { toLimitOffset, toPage } from '../../http/paging';
import { findMemberById } from '../accounts/members.service';
import type { MemberRow } from '../accounts/members.service';
import { isFeatureEnabled } from '@plaza/contracts/feature-switches';

import { getDeploymentSettings, getFeatureTree } from '../deployment/deployment.service';
import { recordOperatorAction } from '../operator/operator-audit.service';
import type { AuthenticatedOperator } from '../operator/operator.service';
import {
  countMessagesForOperator,
  countReaderMessages,
  insertMessage,
  selectMessagesForOperator,
  selectReaderMessages,
  selectVisibleIds,
  upsertMessageStates,
} from './inbox.repository';
import type { MessageRow, Reader } from './inbox.repository';
import { writeSystemMessage } from './system-messages';
import type { LimitName } from './system-messages';

type Texts = Partial<Record<Language, { title: string; content: string }>>;

/** A system message's stored parameters: an amount in minor units, or a limit's name. */
interface SystemBody {
  amount?: number;
  limit?: LimitName;
}

/** The broadcast segment a member's type falls in: trial members are in none. */
export function messageSegmentOf(member: Pick<MemberRow, 'type'>): 'PLAYERS' | 'AGENTS' | null {
  return member.type === MEMBER_TYPE.member ? 'PLAYERS' : isAgentType(member.type) ? 'AGENTS' : null;
}

/** The reader a member is: trial members are in no segment (they get no broadcast). */
function toReader(member: MemberRow): Reader {
  return { memberId: member.id, segment: messageSegmentOf(member), joinedAt: member.created_at };
}

function parseObject(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text);
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : {};
}

function parseTexts(text: string): Texts {
  const texts: Texts = {};
  const stored = parseObject(text);
  for (const language of LANGUAGES) {
    const entry = stored[language];
    if (entry !== null && typeof entry === 'object' && 'title' in entry && 'content' in entry) {
      texts[language] = { title: String(entry.title), content: String(entry.content) };
    }
  }
  return texts;
}

function parseSystemBody(text: string): SystemBody {
  const stored = parseObject(text);
  const limit = stored.limit;
  return {
    ...(typeof stored.amount === 'number' ? { amount: stored.amount } : {}),
    ...(limit === 'DEPOSIT' || limit === 'LOSS' || limit === 'WAGER' || limit === 'SESSION' ? { limit } : {}),
  };
}

/** An amount in minor units as a member reads it: the currency's symbol and its decimals. */
export function formatAmount(amount: number, currency: Currency): string {
  return `${currency.symbol} ${(amount / 10 ** currency.decimals).toFixed(currency.decimals)}`;
}

/** A message's title and content in `language`: the system writes its own; an operator's falls back. */
function writeMessage(
  row: MessageRow,
  language: Language,
  defaultLanguage: Language,
  currency: Currency,
): { title: string; content: string } {
  if (row.sender === 'SYSTEM' && row.topic !== null) {
    const body = parseSystemBody(row.body);
    return writeSystemMessage(language, row.topic as SystemMessageTopic, {
      ...(body.amount === undefined ? {} : { amount: formatAmount(body.amount, currency) }),
      ...(body.limit === undefined ? {} : { limit: body.limit }),
    });
  }
  const texts = parseTexts(row.body);
  return texts[language] ?? texts[defaultLanguage] ?? Object.values(texts)[0] ?? { title: '', content: '' };
}

/**
 * Sends a system message to one member inside the caller's transaction, so it exists if and only if what it
 * tells about committed (a deposit credited, a withdrawal approved, a reward ready). Other modules call this.
 */
export async function sendSystemMessage(
  db: Executor,
  message: { memberId: number; topic: SystemMessageTopic; amount?: number; limit?: LimitName; now: number },
): Promise<void> {
  const body: SystemBody = {
    ...(message.amount === undefined ? {} : { amount: message.amount }),
    ...(message.limit === undefined ? {} : { limit: message.limit }),
  };
  await insertMessage(db, {
    sender: 'SYSTEM',
    audience: 'MEMBER',
    member_id: message.memberId,
    topic: message.topic,
    body: JSON.stringify(body),
    sent_by: null,
    created_at: message.now,
  });
}

/** The member's inbox exists while feature switch INBOX3 is on (operation.not.enabled otherwise). */
async function requireInbox(handle: DatabaseHandle): Promise<void> {
  if (!isFeatureEnabled(await getFeatureTree(handle), 'INBOX3')) {
    throw new AppError('operation.not.enabled');
  }
}

async function readUnreadCount(handle: DatabaseHandle, member: MemberRow): Promise<UnreadCount> {
  return { count: (await countReaderMessages(handle.db, toReader(member))).unread };
}

/** One page of the member's messages, newest first, in `language`, with the unread count. */
export async function listMemberMessages(
  handle: DatabaseHandle,
  member: MemberRow,
  query: MemberMessagesQuery,
  language: Language,
): Promise<MemberMessagePage> {
  await requireInbox(handle);
  const settings = await getDeploymentSettings(handle);
  const reader = toReader(member);
  const [rows, counts] = await Promise.all([
    selectReaderMessages(handle.db, reader, { isRead: query.isRead, ...toLimitOffset(query) }),
    countReaderMessages(handle.db, reader, query.isRead),
  ]);
  const content = rows.map((row): MemberMessage => ({
    id: String(row.id),
    sender: row.sender === 'SYSTEM' ? 'SYSTEM' : 'OPERATOR',
    ...writeMessage(row, language, settings.defaultLanguage, settings.currency),
    createdAt: new Date(row.created_at).toISOString(),
    isRead: row.read_at !== null,
  }));
  return { ...toPage(content, query, counts.total), unread: counts.unread };
}

/** How many of the member's messages are unread (CSP_unreadCount). */
export async function countUnreadMessages(handle: DatabaseHandle, member: MemberRow): Promise<UnreadCount> {
  await requireInbox(handle);
  return readUnreadCount(handle, member);
}

/** Marks the named messages (or all) read; a message that does not reach the member is 404 not.found. */
export async function markMessagesRead(
  handle: DatabaseHandle,
  member: MemberRow,
  request: ReadMessagesRequest,
  now: number = Date.now(),
): Promise<UnreadCount> {
  await requireInbox(handle);
  const reader = toReader(member);
  const ids = request.ids === undefined ? null : [...new Set(request.ids.map(Number))];
  await runInTransaction(handle, async (db) => {
    const visible = await selectVisibleIds(db, reader, ids);
    if (ids !== null && visible.length !== ids.length) {
      throw new AppError('not.found');
    }
    await upsertMessageStates(db, member.id, visible, { readAt: now, deletedAt: null });
  });
  return readUnreadCount(handle, member);
}

/** Deletes one of the member's messages from their inbox (read as well, so it never counts as unread). */
export async function deleteMessage(
  handle: DatabaseHandle,
  member: MemberRow,
  id: string,
  now: number = Date.now(),
): Promise<UnreadCount> {
  await requireInbox(handle);
  const reader = toReader(member);
  await runInTransaction(handle, async (db) => {
    const visible = await selectVisibleIds(db, reader, [Number(id)]);
    if (visible.length === 0) {
      throw new AppError('not.found');
    }
    await upsertMessageStates(db, member.id, visible, { readAt: now, deletedAt: now });
  });
  return readUnreadCount(handle, member);
}

function toOperatorMessage(row: MessageRow & { read_count: string | number }): OperatorMessage {
  return {
    id: String(row.id),
    sender: row.sender === 'SYSTEM' ? 'SYSTEM' : 'OPERATOR',
    audience: row.audience as OperatorMessage['audience'],
    memberId: row.member_id === null ? null : Number(row.member_id),
    topic: row.topic,
    texts: row.sender === 'SYSTEM' ? {} : parseTexts(row.body),
    sentBy: row.sent_by === null ? null : Number(row.sent_by),
    createdAt: new Date(row.created_at).toISOString(),
    readCount: Number(row.read_count),
  };
}

/**
 * An operator's message to everyone, a segment or one member (who must exist and not be a trial member: 404
 * not.found otherwise); audited as `message.send` in the same transaction.
 */
export async function sendOperatorMessage(
  handle: DatabaseHandle,
  operator: AuthenticatedOperator,
  request: SendMessageRequest,
  now: number = Date.now(),
): Promise<OperatorMessage> {
  const body = JSON.stringify(request.texts);
  const id = await runInTransaction(handle, async (db) => {
    if (request.memberId !== undefined) {
      const member = await findMemberById(db, request.memberId);
      if (member === undefined || member.type === MEMBER_TYPE.trial) {
        throw new AppError('not.found');
      }
    }
    const messageId = await insertMessage(db, {
      sender: 'OPERATOR',
      audience: request.audience,
      member_id: request.memberId ?? null,
      topic: null,
      body,
      sent_by: operator.id,
      created_at: now,
    });
    await recordOperatorAction(db, {
      actor: operator,
      action: 'message.send',
      targetType: 'message',
      targetId: messageId,
      details: { audience: request.audience, memberId: request.memberId ?? null },
      now,
    });
    return messageId;
  });
  return toOperatorMessage({
    id,
    sender: 'OPERATOR',
    audience: request.audience,
    member_id: request.memberId ?? null,
    topic: null,
    body,
    sent_by: operator.id,
    created_at: now,
    read_count: 0,
  });
}

/** Every message, newest first (optionally those to one member), for the back office. */
export async function listOperatorMessages(
  handle: DatabaseHandle,
  query: OperatorMessagesQuery,
): Promise<OperatorMessagePage> {
  const [rows, total] = await Promise.all([
    selectMessagesForOperator(handle.db, { memberId: query.memberId, ...toLimitOffset(query) }),
    countMessagesForOperator(handle.db, query.memberId),
  ]);
  return toPage(rows.map(toOperatorMessage), query, total);
}

/**
 * A message the deployment itself sends, without an operator (the setup of a new deployment, the demo data):
 * what an operator would send, not audited since no operator acted.
 */
export async function sendSiteMessage(
  handle: DatabaseHandle,
  request: SendMessageRequest,
  now: number = Date.now(),
): Promise<number> {
  return runInTransaction(handle, (db) =>
    insertMessage(db, {
      sender: 'OPERATOR',
      audience: request.audience,
      member_id: request.memberId ?? null,
      topic: null,
      body: JSON.stringify(request.texts),
      sent_by: null,
      created_at: now,
    }),
  );
}
