import { afterAll, beforeAll, expect, it } from 'vitest';

import { createTestDatabase, describeIntegration } from '../test/test-database';
import type { TestDatabase } from '../test/test-database';
import { prepareQuery, runStatements, selectEveryRow, toStatement } from './prepared-query';
import type { Parameter } from './prepared-query';
import { runInTransaction } from './transaction';
import type { Executor } from './transaction';

interface Setting {
  key: string;
  value: string;
  updated_at: number;
}

const insertSettingsQuery = prepareQuery((db, _parameter: Parameter<{ settings: Setting[] }>, { rows }) =>
  db
    .insertInto('deployment_setting')
    .columns(['key', 'value', 'updated_at'])
    .expression((eb) =>
      selectEveryRow(eb, rows('settings', { key: 'text', value: 'text', updated_at: 'bigint' })),
    ),
);

const selectSettingQuery = prepareQuery((db, parameter: Parameter<{ key: string }>) =>
  db
    .selectFrom('deployment_setting')
    .select(['key', 'value', 'updated_at'])
    .where('key', '=', parameter('key')),
);

// Planned at each run: on PostgreSQL its values are written into the text of a statement list.
const touchSettingsQuery = prepareQuery(
  (db, parameter: Parameter<{ prefix: string; time: number }>) =>
    db
      .updateTable('deployment_setting')
      .set({ updated_at: parameter('time') })
      .where('key', 'like', parameter('prefix')),
  { isPlannedPerRun: true },
);

const insertSettings = (db: Executor, settings: Setting[]) =>
  toStatement(db, insertSettingsQuery, { settings }, (result) => Number(result.numAffectedRows ?? 0));
const selectSetting = (db: Executor, key: string) =>
  toStatement(db, selectSettingQuery, { key }, (result) => result.rows[0]);
const touchSettings = (db: Executor, prefix: string, time: number) =>
  toStatement(db, touchSettingsQuery, { prefix, time }, (result) => Number(result.numAffectedRows ?? 0));

// Texts that would break a statement if they were not sent as values or written in as escaped literals.
const AWKWARD = [
  "it's",
  'back\\slash',
  'quote"d',
  '$1 and $2',
  "'); delete from member; --",
  'Olá, 世界 ✓',
  '',
];

describeIntegration('runStatements', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('runs a list in order and answers each statement its own result, awkward texts intact', async () => {
    const settings = AWKWARD.map((text, index) => ({
      key: `list:${index}:${text}`,
      value: text,
      updated_at: index,
    }));
    for (const lanes of [false, true]) {
      const prefix = lanes ? 'lane:' : 'pool:';
      const rows = settings.map((setting) => ({ ...setting, key: `${prefix}${setting.key}` }));
      const [inserted, first, last, touched, missing] = await runInTransaction(
        database.handle,
        (db) =>
          runStatements(db, [
            insertSettings(db, rows),
            selectSetting(db, rows[0]?.key ?? ''),
            selectSetting(db, rows.at(-1)?.key ?? ''),
            touchSettings(db, `${prefix}list:%`, 99),
            selectSetting(db, `${prefix}nowhere`),
          ]),
        { isLane: lanes },
      );
      expect(inserted).toBe(AWKWARD.length);
      expect(first).toEqual({ key: `${prefix}list:0:it's`, value: "it's", updated_at: 0 });
      expect(last).toEqual({
        key: `${prefix}list:${AWKWARD.length - 1}:`,
        value: '',
        updated_at: AWKWARD.length - 1,
      });
      expect(touched).toBe(AWKWARD.length);
      expect(missing).toBeUndefined();
      for (const row of rows) {
        const [stored] = await runStatements(database.handle.db, [
          selectSetting(database.handle.db, row.key),
        ]);
        expect(stored).toEqual({ ...row, updated_at: 99 });
      }
    }
  });

  it('a statement that fails takes its whole transaction back, and the next list runs as before', async () => {
    const taken = { key: 'taken', value: 'first', updated_at: 1 };
    await runInTransaction(database.handle, (db) => runStatements(db, [insertSettings(db, [taken])]));
    for (const lanes of [false, true]) {
      const fresh = { key: `fresh:${String(lanes)}`, value: 'fresh', updated_at: 2 };
      await expect(
        runInTransaction(
          database.handle,
          (db) => runStatements(db, [insertSettings(db, [fresh]), insertSettings(db, [taken])]),
          { isLane: lanes },
        ),
      ).rejects.toThrow();
      const [lost] = await runStatements(database.handle.db, [selectSetting(database.handle.db, fresh.key)]);
      expect(lost).toBeUndefined();
      const [inserted, read] = await runInTransaction(
        database.handle,
        (db) => runStatements(db, [insertSettings(db, [fresh]), selectSetting(db, fresh.key)]),
        { isLane: lanes },
      );
      expect(inserted).toBe(1);
      expect(read).toEqual(fresh);
    }
  });

  it('a list that opens a transaction is inside it: a later failure takes the list back too', async () => {
    const taken = { key: 'taken-later', value: '"v"', updated_at: 1 };
    await runInTransaction(database.handle, (db) => runStatements(db, [insertSettings(db, [taken])]));
    for (const lanes of [false, true]) {
      const early = { key: `early:${String(lanes)}`, value: 'early', updated_at: 3 };
      await expect(
        runInTransaction(
          database.handle,
          async (db) => {
            await runStatements(db, [insertSettings(db, [early])]);
            await db
              .insertInto('deployment_setting')
              .values({ key: 'taken', value: '"v"', updated_at: 1 })
              .execute();
          },
          { isLane: lanes },
        ),
      ).rejects.toThrow();
      const [lost] = await runStatements(database.handle.db, [selectSetting(database.handle.db, early.key)]);
      expect(lost).toBeUndefined();
    }
    // A transaction that runs nothing ends as quietly.
    expect(await runInTransaction(database.handle, () => Promise.resolve('nothing'), { isLane: true })).toBe(
      'nothing',
    );
  });
});
