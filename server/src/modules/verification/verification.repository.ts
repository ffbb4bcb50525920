import type { Executor } from '../../db/transaction';

export interface VerificationCodeRow {
  id: number;
  codeHash: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

/** Stores a code under its hash. */
export async function insertVerificationCode(
  db: Executor,
  code: { purpose: string; recipient: string; codeHash: string; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('verification_code')
    .values({
      purpose: code.purpose,
      recipient: code.recipient,
      code_hash: code.codeHash,
      created_at: code.now,
      expires_at: code.expiresAt,
      used_at: null,
    })
    .execute();
}

/** The newest code issued for a purpose and recipient. */
export async function selectNewestVerificationCode(
  db: Executor,
  purpose: string,
  recipient: string,
): Promise<VerificationCodeRow | undefined> {
  const row = await db
    .selectFrom('verification_code')
    .select(['id', 'code_hash', 'created_at', 'expires_at', 'used_at'])
    .where('purpose', '=', purpose)
    .where('recipient', '=', recipient)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      codeHash: row.code_hash,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      usedAt: row.used_at,
    }
  );
}

/** Marks a code used; false when another request used it first. */
export async function markVerificationCodeUsed(db: Executor, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('verification_code')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many codes were issued to a recipient for a purpose since `since`, and when the newest was. */
export async function selectRecentIssuance(
  db: Executor,
  purpose: string,
  recipient: string,
  since: number,
): Promise<{ count: number; newestAt: number | null }> {
  const row = await db
    .selectFrom('verification_code')
    .select((select) => [select.fn.countAll<number>().as('count'), select.fn.max('created_at').as('newest')])
    .where('purpose', '=', purpose)
    .where('recipient', '=', recipient)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), newestAt: row.newest === null ? null : Number(row.newest) };
}
