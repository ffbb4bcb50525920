import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

import { ParameterSets, StatementList } from './statement-markers';

interface RunResult {
  rows: unknown[];
  changes: number;
  lastInsertRowid: number;
}

function runOnce(statement: BetterSqlite3.Statement, parameters: readonly unknown[]): RunResult {
  if (statement.reader) {
    return { rows: statement.all([...parameters]), changes: 0, lastInsertRowid: 0 };
  }
  const { changes, lastInsertRowid } = statement.run([...parameters]);
  return { rows: [], changes, lastInsertRowid: Number(lastInsertRowid) };
}

function run(statement: BetterSqlite3.Statement, parameters: readonly unknown[]): RunResult {
  const [first] = parameters;
  if (parameters.length !== 1 || !(first instanceof ParameterSets)) {
    return runOnce(statement, parameters);
  }
  const total: RunResult = { rows: [], changes: 0, lastInsertRowid: 0 };
  const { insertedRows } = first;
  first.sets.forEach((set, index) => {
    const result = runOnce(statement, set);
    for (const row of result.rows) {
      total.rows.push(row);
    }
    if (insertedRows !== undefined && result.changes > 0) {
      total.rows.push({ ...insertedRows[index], id: result.lastInsertRowid });
    }
    total.changes += result.changes;
    total.lastInsertRowid = result.lastInsertRowid;
  });
  return total;
}

/**
 * A better-sqlite3 connection as Kysely's SQLite dialect uses it, with two additions. Prepared statements are kept
 * by SQL text (the most recent `cacheSize`): Kysely prepares every query anew, and preparing costs about as much
 * as running a short statement. And a statement whose parameters are ParameterSets runs once per set, one whose
 * text is empty runs the StatementList it is given.
 */
export function openSqliteConnection(
  connection: BetterSqlite3.Database,
  cacheSize: number,
): SqliteDatabase & { isReadonly: (text: string) => boolean } {
  const statements = new Map<string, BetterSqlite3.Statement>();
  const prepare = (text: string) => {
    let statement = statements.get(text);
    if (statement === undefined) {
      statement = connection.prepare(text);
      if (statements.size >= cacheSize) {
        const oldest = statements.keys().next();
        if (oldest.done !== true) {
          statements.delete(oldest.value);
        }
      }
      statements.set(text, statement);
    }
    return statement;
  };
  const runList: SqliteStatement = {
    reader: true,
    all: (parameters) => {
      const [list] = parameters;
      if (!(list instanceof StatementList)) {
        throw new Error('sqlite: an empty statement runs a statement list');
      }
      return list.queries.map((query) => {
        const result = run(prepare(query.sql), query.parameters);
        return { rows: result.rows, numAffectedRows: BigInt(result.changes) };
      });
    },
    run: () => {
      throw new Error('sqlite: a statement list answers rows');
    },
    iterate: () => {
      throw new Error('sqlite: a statement list is not streamed');
    },
  };
  return {
    /** Whether the statement of this text writes nothing (an empty text runs a statement list, which may). */
    isReadonly: (text) => text !== '' && prepare(text).readonly,
    close: () => {
      statements.clear();
      connection.close();
    },
    prepare: (text) => {
      if (text === '') {
        return runList;
      }
      const statement = prepare(text);
      return {
        reader: statement.reader,
        all: (parameters) => run(statement, parameters).rows,
        run: (parameters) => {
          const { changes, lastInsertRowid } = run(statement, parameters);
          return { changes, lastInsertRowid };
        },
        iterate: (parameters) => statement.iterate([...parameters]),
      };
    },
  };
}
