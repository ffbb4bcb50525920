import type { Executor } from '../../db/transaction';

/** A named server secret, if it exists. */
export async function selectServerSecret(db: Executor, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('server_secret')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.value;
}

/** Stores a named secret unless another process stored one first. */
export async function insertServerSecret(
  db: Executor,
  name: string,
  value: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('server_secret')
    .values({ name, value, created_at: now })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}
