import type { Selectable } from 'kysely';

import type { SocialSignInTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

export type SocialSignInRow = Selectable<SocialSignInTable>;

/** Stores a sign-in as it leaves for the provider. */
export async function insertSocialSignIn(
  db: Executor,
  row: Omit<
    SocialSignInRow,
    'used_at' | 'ticket_hash' | 'ticket_expires_at' | 'subject' | 'email' | 'name' | 'outcome'
  >,
): Promise<void> {
  await db.insertInto('social_sign_in').values(row).execute();
}

/** A sign-in by the hash of its state. */
export function selectSocialSignInByState(
  db: Executor,
  stateHash: string,
): Promise<SocialSignInRow | undefined> {
  return db.selectFrom('social_sign_in').selectAll().where('state_hash', '=', stateHash).executeTakeFirst();
}

/** A sign-in by the hash of its link-or-register ticket. */
export function selectSocialSignInByTicket(
  db: Executor,
  ticketHash: string,
): Promise<SocialSignInRow | undefined> {
  return db.selectFrom('social_sign_in').selectAll().where('ticket_hash', '=', ticketHash).executeTakeFirst();
}

/** Takes a state for its one callback; false when another took it first. */
export async function markSocialStateUsed(db: Executor, stateHash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('social_sign_in')
    .set({ used_at: now })
    .where('state_hash', '=', stateHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records the identity a callback found unlinked and the ticket of its link-or-register choice. */
export async function updateSocialSignInChoice(
  db: Executor,
  stateHash: string,
  choice: {
    ticketHash: string;
    ticketExpiresAt: number;
    subject: string;
    email: string | null;
    name: string | null;
  },
): Promise<void> {
  await db
    .updateTable('social_sign_in')
    .set({
      ticket_hash: choice.ticketHash,
      ticket_expires_at: choice.ticketExpiresAt,
      subject: choice.subject,
      email: choice.email,
      name: choice.name,
    })
    .where('state_hash', '=', stateHash)
    .execute();
}

/** Records how a sign-in ended; false when it had ended already (a ticket is used once). */
export async function markSocialSignInOutcome(
  db: Executor,
  stateHash: string,
  outcome: 'SIGNED_IN' | 'LINK' | 'REGISTER',
): Promise<boolean> {
  const result = await db
    .updateTable('social_sign_in')
    .set({ outcome })
    .where('state_hash', '=', stateHash)
    .where('outcome', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The member an identity is linked to, if any. */
export async function selectIdentityMember(
  db: Executor,
  provider: string,
  subject: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('member_identity')
    .select('member_id')
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.member_id);
}

/** Whether a member has linked an identity of this provider already. */
export async function hasMemberIdentity(db: Executor, memberId: number, provider: string): Promise<boolean> {
  const row = await db
    .selectFrom('member_identity')
    .select('subject')
    .where('member_id', '=', memberId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return row !== undefined;
}

/** Links an identity to a member, for good (the table refuses changes and removals). */
export async function insertMemberIdentity(
  db: Executor,
  row: {
    provider: string;
    subject: string;
    memberId: number;
    email: string | null;
    linkedVia: 'LINK' | 'REGISTER';
    now: number;
  },
): Promise<void> {
  await db
    .insertInto('member_identity')
    .values({
      provider: row.provider,
      subject: row.subject,
      member_id: row.memberId,
      email: row.email,
      linked_via: row.linkedVia,
      created_at: row.now,
    })
    .execute();
}

/** The providers a member has linked. */
export async function selectMemberProviders(db: Executor, memberId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('member_identity')
    .select('provider')
    .where('member_id', '=', memberId)
    .orderBy('provider')
    .execute();
  return rows.map((row) => row.provider);
}

/** Removes sign-ins that ended or expired before `before` (kept a day for the record). */
export async function deleteOldSocialSignIns(db: Executor, before: number): Promise<void> {
  await db.deleteFrom('social_sign_in').where('expires_at', '<', before).execute();
}
