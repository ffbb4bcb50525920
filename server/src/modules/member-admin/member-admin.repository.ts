import type { Insertable } from 'kysely';

import type { MemberNoteTable } from '../../db/schema';
import type { Executor } from '../../db/transaction';

/** A member note with its author's user name. */
export interface MemberNoteWithAuthor {
  id: number;
  member_id: number;
  operator_id: number;
  operator_name: string;
  body: string;
  created_at: number;
}

/** Keeps an operator's note on a member and answers its id. */
export async function insertMemberNote(
  db: Executor,
  note: Omit<Insertable<MemberNoteTable>, 'id'>,
): Promise<number> {
  const row = await db.insertInto('member_note').values(note).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** How many notes a member has. */
export async function countMemberNotes(db: Executor, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member_note')
    .where('member_id', '=', memberId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One page of a member's notes, newest first (the index by member and id). */
export function selectMemberNotePage(
  db: Executor,
  memberId: number,
  page: { limit: number; offset: number },
): Promise<MemberNoteWithAuthor[]> {
  return db
    .selectFrom('member_note')
    .innerJoin('operator', 'operator.id', 'member_note.operator_id')
    .where('member_note.member_id', '=', memberId)
    .select([
      'member_note.id',
      'member_note.member_id',
      'member_note.operator_id',
      'operator.username as operator_name',
      'member_note.body',
      'member_note.created_at',
    ])
    .orderBy('member_note.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
