import { crc32, deflateSync } from 'node:zlib';

import type { DatabaseHandle } from '../db/database';
import { findMemberById } from '../modules/accounts/members.service';
import { offerContract, respondToContract } from '../modules/agent-contracts/agent-contracts.service';
import { runContractSettlement } from '../modules/agent-contracts/contract-settlement.service';
import { replyToFeedback, sendFeedback } from '../modules/feedback/feedback.service';
import { ChatHub } from '../modules/live-chat/chat-hub';
import { sendMemberChatMessage, sendOperatorChatMessage } from '../modules/live-chat/live-chat.service';
import { listOperatorAccounts } from '../modules/operator/operator-accounts.service';
import { DEMO_OPERATOR } from './demo-operator-account';

const DAY = 86_400_000;
const HOUR = 3_600_000;

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, check]);
}

/** A small picture for the demo feedback: a 96×64 PNG, two bands of colour, like a cropped screenshot. */
export function demoScreenshotPng(): Buffer {
  const width = 96;
  const height = 64;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const isHeader = y < 14;
      row.set(isHeader ? [37, 99, 235] : [x % 24 < 12 ? 241 : 226, 245, 249], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The back office's support and contracts screens with something in them on a fresh start: two feedback of the
 * demo player (one with a picture, waiting; one answered by the demo operator), a live chat with a new question,
 * and a daily dividend the demo agent granted the player three days ago (beside the daily salary), its bills
 * settled (a day the player lost waits for an operator's approval).
 */
export async function seedDemoSupport(
  handle: DatabaseHandle,
  agentId: number,
  playerId: number,
  now: number,
): Promise<void> {
  const agent = await findMemberById(handle.db, agentId);
  const player = await findMemberById(handle.db, playerId);
  if (agent === undefined || player === undefined) {
    return;
  }
  await sendFeedback(
    handle,
    player,
    {
      questionType: 'DEPOSIT',
      content: 'My bank transfer of 200.00 this morning is not in my wallet yet. The receipt is attached.',
      images: [{ contentType: 'image/png', bytes: demoScreenshotPng() }],
    },
    now - 2 * HOUR,
  );
  const answered = await sendFeedback(
    handle,
    player,
    {
      questionType: 'SUGGESTION',
      content: 'Could the lottery page remember the last game I played?',
      images: [],
    },
    now - 2 * DAY,
  );
  const operators = await listOperatorAccounts(handle, {
    search: DEMO_OPERATOR.username,
    pageNum: 1,
    pageSize: 20,
  });
  const operator = operators.content.find((account) => account.username === DEMO_OPERATOR.username);
  // The live chat: a question answered yesterday, and a new one waiting (unread) in the console.
  const hub = new ChatHub();
  const asked = await sendMemberChatMessage(
    handle,
    hub,
    player,
    { text: 'Hello, how long does a withdrawal to my bank take?' },
    now - DAY,
  );
  if (operator !== undefined) {
    await sendOperatorChatMessage(
      handle,
      hub,
      { id: operator.id, username: operator.username, role: operator.role, ip: '127.0.0.1' },
      asked.conversationId,
      { text: 'Hello! Most arrive within 30 minutes; at most 24 hours.' },
      now - DAY + 5 * 60_000,
    );
  }
  await sendMemberChatMessage(
    handle,
    hub,
    player,
    { text: 'Thanks. Is there a limit on how much I can withdraw per day?' },
    now - 20 * 60_000,
  );
  if (operator !== undefined) {
    await replyToFeedback(
      handle,
      { id: operator.id, username: operator.username, role: operator.role, ip: '127.0.0.1' },
      answered.id,
      { reply: 'Thank you: we have passed the idea on to the lottery team.' },
      now - 2 * DAY + 3 * HOUR,
    );
  }
  const since = now - 3 * DAY;
  const dividend = await offerContract(
    handle,
    agent,
    {
      memberId: playerId,
      terms: {
        kind: 'DIVIDEND3',
        period: 'D',
        mode: 'FLOAT',
        tiers: [{ validBet: 100, activeMembers: 1, teamLoss: 1000, rate: 1000 }],
      },
    },
    since,
  );
  await respondToContract(handle, player, dividend.id, 'ACCEPT', since);
  await runContractSettlement(handle, 'DIVIDEND3', now);
}
