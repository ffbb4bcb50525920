import type { CompiledQuery } from 'kysely';

/**
 * What prepared-query.ts hands a connection in place of ordinary parameters, for the connections to recognise
 * (sqlite-connection.ts, and the PostgreSQL client in database.ts).
 */

/**
 * Parameter sets that stand in for a statement's parameters (SQLite only): the statement runs once per set, and
 * answers the rows and changes of every run together. prepared-query.ts passes a row list so on SQLite, where a
 * statement costs no round trip and binding a row's values costs less than reading them out of one JSON text.
 */
export class ParameterSets {
  constructor(
    readonly sets: readonly (readonly unknown[])[],
    /**
     * An INSERT's row list, when the insert answers the rows it inserted (prepareQuery's `insertedRowsOnSqlite`):
     * each row a run inserted comes back as this row with `id`, the rowid SQLite gave it.
     */
    readonly insertedRows?: readonly Record<string, unknown>[],
  ) {}
}

/**
 * Compiled statements that stand in for the parameters of an empty statement: they run in order, and the answer's
 * rows are their results, one each (runStatements in prepared-query.ts): one call into the SQLite driver, one
 * round trip to PostgreSQL (postgres-statement-list.ts).
 */
export class StatementList {
  constructor(readonly queries: readonly CompiledQuery[]) {}
}
