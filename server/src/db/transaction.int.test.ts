import { afterAll, beforeAll, expect, it } from 'vitest';

import { createTestDatabase, describeIntegration } from '../test/test-database';
import type { TestDatabase } from '../test/test-database';
import { runInTransaction } from './transaction';

describeIntegration('runInTransaction', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  const setting = (key: string) =>
    database.handle.db
      .selectFrom('deployment_setting')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst();
  const write = (key: string) =>
    runInTransaction(database.handle, async (db) => {
      await db.insertInto('deployment_setting').values({ key, value: '"v"', updated_at: 1 }).execute();
      return key;
    });

  it('commits concurrent callers independently: one failing caller loses only its own writes', async () => {
    const failing = runInTransaction(database.handle, async (db) => {
      await db
        .insertInto('deployment_setting')
        .values({ key: 'failing', value: '"v"', updated_at: 1 })
        .execute();
      throw new Error('refused');
    });
    const results = await Promise.allSettled([write('a'), write('b'), failing, write('c'), write('d')]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect((results[2] as PromiseRejectedResult).reason).toEqual(new Error('refused'));
    for (const key of ['a', 'b', 'c', 'd']) {
      expect(await setting(key)).toEqual({ value: '"v"' });
    }
    expect(await setting('failing')).toBeUndefined();
  });

  it('a caller alone in its transaction that throws leaves nothing, and the next one commits', async () => {
    const failing = runInTransaction(database.handle, async (db) => {
      await db
        .insertInto('deployment_setting')
        .values({ key: 'alone', value: '"v"', updated_at: 1 })
        .execute();
      throw new Error('refused alone');
    });
    await expect(failing).rejects.toEqual(new Error('refused alone'));
    expect(await setting('alone')).toBeUndefined();
    expect(await write('after-alone')).toBe('after-alone');
    expect(await setting('after-alone')).toEqual({ value: '"v"' });
  });

  it('settles a caller only after its writes are committed and visible', async () => {
    const keys = Array.from({ length: 300 }, (_, index) => `key-${index}`);
    await Promise.all(
      keys.map(async (key) => {
        await write(key);
        expect(await setting(key)).toEqual({ value: '"v"' });
      }),
    );
  });

  it('a constraint violation fails its caller alone', async () => {
    const results = await Promise.allSettled([write('dup'), write('dup'), write('other')]);
    // Which of the twins wins is the database's choice (PostgreSQL runs them side by side); exactly one does.
    expect(
      results
        .slice(0, 2)
        .map((result) => result.status)
        .sort(),
    ).toEqual(['fulfilled', 'rejected']);
    expect(results[2]?.status).toBe('fulfilled');
    expect(await setting('other')).toEqual({ value: '"v"' });
  });
});
