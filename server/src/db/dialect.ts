import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';

import type { Dialect } from './database';

/**
 * The few places where SQLite and PostgreSQL must be spoken to differently, kept in one file
 * (conventions.md "Server").
 */
export interface DialectHelpers {
  /** Adds an auto-incrementing integer primary key named `id`. */
  addIdColumn: <T extends string>(table: CreateTableBuilder<T, never>) => CreateTableBuilder<T, 'id'>;
  /** The column type of raw bytes (uploaded images): `blob` on SQLite, `bytea` on PostgreSQL. */
  binaryType: 'blob' | 'bytea';
}

/** Returns the dialect helpers for `dialect`. */
export function getDialectHelpers(dialect: Dialect): DialectHelpers {
  return {
    addIdColumn: (table) =>
      dialect === 'postgres'
        ? table.addColumn('id', 'bigserial', (column: ColumnDefinitionBuilder) => column.primaryKey())
        : table.addColumn('id', 'integer', (column: ColumnDefinitionBuilder) =>
            column.primaryKey().autoIncrement(),
          ),
    binaryType: dialect === 'postgres' ? 'bytea' : 'blob',
  };
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
