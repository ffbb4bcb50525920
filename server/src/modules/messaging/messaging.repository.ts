import type { Executor } from '../../db/transaction';

/** Appends a message to the outbox. */
export async function insertOutboxMessage(
  db: Executor,
  message: { channel: string; recipient: string; subject: string | null; body: string; now: number },
): Promise<void> {
  await db
    .insertInto('message_outbox')
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
      created_at: message.now,
    })
    .execute();
}

/** The newest outbox message to a recipient. */
export async function selectNewestOutboxMessage(
  db: Executor,
  recipient: string,
): Promise<{ body: string; subject: string | null } | undefined> {
  return db
    .selectFrom('message_outbox')
    .select(['body', 'subject'])
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
