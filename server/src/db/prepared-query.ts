import { sql } from 'kysely';
import type {
  AliasedRawBuilder,
  Compilable,
  CompiledQuery,
  Expression,
  ExpressionBuilder,
  Kysely,
  QueryResult,
  SelectQueryBuilder,
} from 'kysely';

import type { Dialect } from './database';
import type { Database } from './schema';

/**
 * Queries built and compiled once per dialect, run with new parameters. Building a Kysely query and compiling it
 * to SQL costs about as much CPU as SQLite takes to run a short statement, and the wallet runs a dozen per call;
 * the hot repositories compile theirs once (docs/decisions/010-vendor-wallet.md).
 */

const dialects = new WeakMap<Kysely<Database>, Dialect>();

/**
 * The dialect `db` speaks (the pool, a transaction, a SQLite commit group's connection), told by how it writes a
 * parameter: `$1` on PostgreSQL, `?` on SQLite. Found once per handle.
 */
function getDialect(db: Kysely<Database>): Dialect {
  let dialect = dialects.get(db);
  if (dialect === undefined) {
    dialect = sql`${0}`.compile(db).sql === '$1' ? 'postgres' : 'sqlite';
    dialects.set(db, dialect);
  }
  return dialect;
}

const statementNames = new Map<string, string>();

/**
 * The name under which PostgreSQL may keep a text compiled here as a prepared statement (see database.ts), or
 * undefined for any other text.
 */
export function getPreparedStatementName(text: string): string | undefined {
  return statementNames.get(text);
}

/**
 * Where a run's parameter goes in the compiled query; never reaches the database. `toValue` turns the run's
 * value into what the database receives (a column of a row list), when that differs from the value itself.
 */
class Placeholder {
  constructor(
    readonly name: string,
    readonly toValue?: (value: unknown) => unknown,
  ) {}
}

/** Names a parameter of a prepared query where its value goes, as an expression of its type. */
export type Parameter<P> = <K extends keyof P & string>(name: K) => Expression<P[K]>;

/** The SQL types a column of a row list can have: integers (ids, minor units, times) and texts. */
export type RowColumnType = 'bigint' | 'text';

/** Each column of a row list and its SQL type, in the order the database receives them. */
export type RowColumns<Row> = { readonly [K in keyof Row & string]: RowColumnType };

type RowOf<T> = T extends readonly (infer Row)[] ? Row : never;

/**
 * A list parameter read as a table named after it, one row per element with the columns given: a group of calls
 * becomes one statement instead of one per call, and its text stays the same whatever the list's length.
 * PostgreSQL receives one array per column (unnest, whose length the planner sees), SQLite one JSON text
 * (json_each).
 */
export type RowsTable<P> = <K extends keyof P & string>(
  name: K,
  columns: RowColumns<RowOf<P[K]>>,
) => AliasedRawBuilder<RowOf<P[K]>, K>;

/** What a query's `build` may need beyond the parameters: the dialect it is built for and row lists. */
export interface QueryTools<P> {
  dialect: Dialect;
  rows: RowsTable<P>;
}

function readColumn(rows: unknown, column: string): unknown[] {
  return (rows as readonly Record<string, unknown>[]).map((row) => row[column] ?? null);
}

function writeRowsAsJson(rows: unknown, columns: readonly string[]): string {
  return JSON.stringify(
    (rows as readonly Record<string, unknown>[]).map((row) => columns.map((column) => row[column] ?? null)),
  );
}

function createRowsTable<P>(dialect: Dialect): RowsTable<P> {
  return <K extends keyof P & string>(name: K, columns: RowColumns<RowOf<P[K]>>) => {
    const entries = Object.entries<RowColumnType>(columns);
    const names = entries.map(([column]) => column);
    if (dialect === 'postgres') {
      const arrays = entries.map(
        ([column, type]) =>
          sql`${new Placeholder(name, (rows) => readColumn(rows, column))}::${sql.raw(type)}[]`,
      );
      return sql<RowOf<P[K]>>`(select * from unnest(${sql.join(arrays)}) as list(${sql.join(
        names.map((column) => sql.id(column)),
      )}))`.as(name);
    }
    const fields = names.map((column, index) => sql`value ->> ${sql.lit(index)} as ${sql.id(column)}`);
    return sql<RowOf<P[K]>>`(select ${sql.join(fields)} from json_each(${new Placeholder(name, (rows) =>
      writeRowsAsJson(rows, names),
    )}))`.as(name);
  };
}

/**
 * Every row of a row list, every column: what `INSERT … SELECT` takes from it. The WHERE is there because SQLite
 * reads an "ON CONFLICT" right after a SELECT without one as the ON of a join.
 */
export function selectEveryRow<Row, A extends string, TB extends keyof Database>(
  eb: ExpressionBuilder<Database, TB>,
  list: AliasedRawBuilder<Row, A>,
): SelectQueryBuilder<Database & Record<A, Row>, A, Row> {
  return eb
    .selectFrom(list)
    .selectAll()
    .where(sql<boolean>`true`) as unknown as SelectQueryBuilder<Database & Record<A, Row>, A, Row>;
}

interface Template<R> {
  compiled: CompiledQuery<R>;
  /** Per parameter of the compiled query: where the run's value comes from, or undefined for a constant. */
  placeholders: (Placeholder | undefined)[];
}

function compileTemplate<R>(compilable: Compilable<R>, isPlannedPerRun: boolean): Template<R> {
  const compiled = compilable.compile();
  if (!isPlannedPerRun && !statementNames.has(compiled.sql)) {
    statementNames.set(compiled.sql, `plaza_${statementNames.size + 1}`);
  }
  return {
    compiled,
    placeholders: compiled.parameters.map((value) => (value instanceof Placeholder ? value : undefined)),
  };
}

/**
 * Prepares a query: `build` places each parameter with `parameter(name)` wherever its value goes, or reads a
 * list parameter as a table with `tools.rows(name, columns)`, and is called once per dialect; each run
 * substitutes the values of `parameters`. The query's text must not depend on the values.
 *
 * On PostgreSQL the query becomes a named prepared statement (database.ts), whose plan the wallet's lane
 * connections make once. `isPlannedPerRun` keeps it unnamed instead, so that every run is planned with the table
 * as it is then: for a search that two indexes with the same leading column could serve, between which a plan
 * made while the table was empty picks at random.
 */
export function prepareQuery<P extends object, R>(
  build: (db: Kysely<Database>, parameter: Parameter<P>, tools: QueryTools<P>) => Compilable<R>,
  options: { isPlannedPerRun?: boolean } = {},
): (db: Kysely<Database>, parameters: P) => Promise<QueryResult<R>> {
  const templates = new Map<Dialect, Template<R>>();
  const parameter: Parameter<P> = <K extends keyof P & string>(name: K) =>
    sql<P[K]>`${new Placeholder(name)}`;
  return (db, parameters) => {
    const dialect = getDialect(db);
    let template = templates.get(dialect);
    if (template === undefined) {
      template = compileTemplate(
        build(db, parameter, { dialect, rows: createRowsTable<P>(dialect) }),
        options.isPlannedPerRun === true,
      );
      templates.set(dialect, template);
    }
    const { compiled, placeholders } = template;
    const values = compiled.parameters.map((constant, index) => {
      const placeholder = placeholders[index];
      if (placeholder === undefined) {
        return constant;
      }
      const value: unknown = Reflect.get(parameters, placeholder.name);
      return placeholder.toValue === undefined ? value : placeholder.toValue(value);
    });
    return db.executeQuery<R>({ ...compiled, parameters: values });
  };
}
