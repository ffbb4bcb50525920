import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';

import type { Dialect } from './database';
import type { Executor } from './transaction';

/**
 * The few places where SQLite and PostgreSQL must be spoken to differently, kept in one file
 * (conventions.md "Server").
 */
export interface DialectHelpers {
  /** The database the migration runs on, for what only one of them has (PostgreSQL's storage parameters). */
  dialect: Dialect;
  /** Adds an auto-incrementing integer primary key named `id`. */
  addIdColumn: <T extends string>(table: CreateTableBuilder<T, never>) => CreateTableBuilder<T, 'id'>;
  /** The column type of raw bytes (uploaded images): `blob` on SQLite, `bytea` on PostgreSQL. */
  binaryType: 'blob' | 'bytea';
  /** Statements that make the rows of `table` immutable (see `immutableRowsStatements`). */
  immutableRows: (table: string) => string[];
}

/** Returns the dialect helpers for `dialect`. */
export function getDialectHelpers(dialect: Dialect): DialectHelpers {
  return {
    dialect,
    addIdColumn: (table) =>
      dialect === 'postgres'
        ? table.addColumn('id', 'bigserial', (column: ColumnDefinitionBuilder) => column.primaryKey())
        : table.addColumn('id', 'integer', (column: ColumnDefinitionBuilder) =>
            column.primaryKey().autoIncrement(),
          ),
    binaryType: dialect === 'postgres' ? 'bytea' : 'blob',
    immutableRows: (table) => immutableRowsStatements(dialect, table),
  };
}

/**
 * Statements that make the database refuse every UPDATE and DELETE of `table`'s rows (and, on PostgreSQL, a
 * TRUNCATE), whoever sends them: triggers that fail with "rows of <table> are immutable". Inserts are untouched.
 */
export function immutableRowsStatements(dialect: Dialect, table: string): string[] {
  const message = `rows of ${table} are immutable`;
  if (dialect === 'postgres') {
    return [
      `create or replace function plaza_refuse_change() returns trigger language plpgsql as $$
        begin raise exception 'rows of % are immutable', tg_table_name; end $$`,
      `create trigger ${table}_immutable before update or delete on ${table}
        for each row execute function plaza_refuse_change()`,
      `create trigger ${table}_not_truncated before truncate on ${table}
        for each statement execute function plaza_refuse_change()`,
    ];
  }
  return ['update', 'delete'].map(
    (operation) =>
      `create trigger ${table}_no_${operation} before ${operation} on ${table}
        begin select raise(abort, '${message}'); end`,
  );
}

/**
 * Statements that take that guard off again: only for tests that write a broken or an older ledger on purpose, as
 * someone with the database's own rights could.
 */
export function mutableRowsStatements(dialect: Dialect, table: string): string[] {
  return dialect === 'postgres'
    ? [
        `drop trigger if exists ${table}_immutable on ${table}`,
        `drop trigger if exists ${table}_not_truncated on ${table}`,
      ]
    : ['update', 'delete'].map((operation) => `drop trigger if exists ${table}_no_${operation}`);
}

/**
 * Whether a database error is a unique-constraint violation: PostgreSQL's SQLSTATE 23505 or SQLite's
 * SQLITE_CONSTRAINT_UNIQUE (pg and better-sqlite3 both put it in `code`).
 */
export function isUniqueViolation(error: unknown): boolean {
  if (error === null || typeof error !== 'object' || !('code' in error)) {
    return false;
  }
  return error.code === '23505' || error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * A SELECT that keeps the rows it reads locked until the transaction ends, on PostgreSQL (FOR UPDATE); SQLite
 * has one writer at a time and no row locks to take.
 */
export function lockOnPostgres<Q extends { forUpdate: () => Q }>(query: Q, dialect: Dialect): Q {
  return dialect === 'postgres' ? query.forUpdate() : query;
}

/**
 * Lets the current transaction's commit return before its WAL record reaches the disk, on PostgreSQL
 * (`synchronous_commit = off` for this transaction only). A crash may lose the last such commits whole, never part
 * of one, and never one that a later durable commit depended on (the WAL is flushed in order). For jobs whose rerun
 * redoes what was lost (contract settlement, decision 072); SQLite's commits are unchanged.
 */
export async function commitWithoutWaitingOnPostgres(db: Executor, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`set local synchronous_commit = off`.execute(db);
  }
}

/**
 * A table of the current transaction only, for set-based work over thousands of rows (a settlement's outcomes, by
 * bet): `columns` is its SQL column list. PostgreSQL drops it at the transaction's end (ON COMMIT DROP); SQLite has
 * no such clause, so `dropTransactionTable` drops it before the commit (a rollback undoes its creation on both).
 */
export async function createTransactionTable(
  db: Executor,
  dialect: Dialect,
  name: string,
  columns: string,
): Promise<void> {
  await sql
    .raw(
      dialect === 'postgres'
        ? `create temporary table ${name} (${columns}) on commit drop`
        : `create temp table ${name} (${columns})`,
    )
    .execute(db);
}

/** Drops a table made by `createTransactionTable` (SQLite; PostgreSQL drops it at the commit by itself). */
export async function dropTransactionTable(db: Executor, dialect: Dialect, name: string): Promise<void> {
  if (dialect === 'sqlite') {
    await sql.raw(`drop table temp.${name}`).execute(db);
  }
}
