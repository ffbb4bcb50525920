import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';

import type { Dialect } from './database';

/**
 * The few places where SQLite and PostgreSQL must be spoken to differently, kept in one file
 * (conventions.md "Server").
 */
export interface DialectHelpers {
  /** Adds an auto-incrementing integer primary key named `id`. */
  addIdColumn: <T extends string>(table: CreateTableBuilder<T, never>) => CreateTableBuilder<T, 'id'>;
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
  };
}
