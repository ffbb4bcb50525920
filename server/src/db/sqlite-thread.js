// The SQLite connection of a Plaza process, in a thread of its own (sqlite-thread-dialect.ts). better-sqlite3 runs
// every statement, and every COMMIT with its fsync (synchronous=FULL), synchronously: on the event loop it would
// stop the server for as long. Here it stops only this thread, while the server goes on reading requests.
// Plain JavaScript: a thread starts without a TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';

import BetterSqlite3 from 'better-sqlite3';

const connection = new BetterSqlite3(workerData.path);
for (const pragma of workerData.pragmas) {
  connection.pragma(pragma);
}

/** Prepared statements by SQL text, the most recent `statementCacheSize` kept: preparing costs as much as a run. */
const statements = new Map();

function prepare(sql) {
  let statement = statements.get(sql);
  if (statement === undefined) {
    statement = connection.prepare(sql);
    if (statements.size >= workerData.statementCacheSize) {
      statements.delete(statements.keys().next().value);
    }
    statements.set(sql, statement);
  }
  return statement;
}

function run(statement, parameters) {
  if (statement.reader) {
    return { rows: statement.all(parameters), changes: 0, lastInsertRowid: null };
  }
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { rows: [], changes, lastInsertRowid: Number(lastInsertRowid) };
}

/**
 * Runs one statement, or the same statement once for each parameter set (a row list: prepared-query.ts), and
 * answers the rows and changes of all the runs together.
 */
function execute({ sql, parameters, parameterSets }) {
  const statement = prepare(sql);
  if (parameterSets === undefined) {
    return run(statement, parameters);
  }
  const total = { rows: [], changes: 0, lastInsertRowid: null };
  for (const set of parameterSets) {
    const result = run(statement, set);
    for (const row of result.rows) {
      total.rows.push(row);
    }
    total.changes += result.changes;
    total.lastInsertRowid = result.lastInsertRowid ?? total.lastInsertRowid;
  }
  return total;
}

/**
 * Runs the statements of a list in order (runStatements in prepared-query.ts): one message instead of one per
 * statement. Stops at the first that fails; the caller's transaction then rolls back.
 */
function executeList(statements) {
  return statements.map((statement) => execute(statement));
}

parentPort.on('message', (message) => {
  if (message.isClosing === true) {
    statements.clear();
    connection.close();
    parentPort.postMessage({ id: message.id, result: null });
    parentPort.close();
    return;
  }
  try {
    const result = message.statements === undefined ? execute(message) : executeList(message.statements);
    parentPort.postMessage({ id: message.id, result });
  } catch (error) {
    // The code (SQLITE_CONSTRAINT_UNIQUE, …) is what callers look at; an Error loses it on the way.
    parentPort.postMessage({
      id: message.id,
      error: { name: error?.name, message: error?.message ?? String(error), code: error?.code },
    });
  }
});
parentPort.postMessage({ id: 0, result: null });
