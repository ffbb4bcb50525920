import { CompiledQuery, sql } from 'kysely';
import type {
  AliasedRawBuilder,
  Compilable,
  Expression,
  ExpressionBuilder,
  Kysely,
  QueryResult,
  SelectQueryBuilder,
  SqlBool,
} from 'kysely';

import type { Dialect } from './database';
import { ParameterSets, StatementList } from './statement-markers';
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
export function getDialect(db: Kysely<Database>): Dialect {
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
 * Where a run's parameter goes in the compiled query; never reaches the database. A column of a row list names
 * the list (`name`) and the column; its value is taken from each row.
 */
class Placeholder {
  constructor(
    readonly name: string,
    readonly column?: { name: string; isArray: boolean },
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
 * PostgreSQL receives one array per column (unnest, whose length the planner sees). On SQLite the table is one
 * row of parameters and the statement runs once per element (sqlite-connection.ts): a statement costs no round
 * trip there, and binding values costs less than reading them out of a JSON text. So on SQLite a statement reads
 * at most one row list, and a query must not rely on seeing all the rows at once (ordering, grouping across
 * them).
 */
export type RowsTable<P> = <K extends keyof P & string>(
  name: K,
  columns: RowColumns<RowOf<P[K]>>,
) => AliasedRawBuilder<RowOf<P[K]>, K>;

/**
 * One column of a row list's row, as a plain parameter: SQLite only, where a statement with a row list runs once
 * per row. A statement that only needs each row's values can take them so instead of joining the one-row table
 * (an UPDATE … FROM materializes it on every run).
 */
export type RowValue<P> = <K extends keyof P & string, C extends keyof RowOf<P[K]> & string>(
  name: K,
  column: C,
) => Expression<RowOf<P[K]>[C]>;

/** What a query's `build` may need beyond the parameters: the dialect it is built for and row lists. */
export interface QueryTools<P> {
  dialect: Dialect;
  rows: RowsTable<P>;
  /** SQLite only (see RowValue). */
  rowValue: RowValue<P>;
}

function createRowValue<P>(dialect: Dialect): RowValue<P> {
  return (name, column) => {
    if (dialect !== 'sqlite') {
      throw new Error(
        'prepared query: a row value is read on SQLite only; PostgreSQL reads the row list whole',
      );
    }
    return sql`${new Placeholder(name, { name: column, isArray: false })}`;
  };
}

function createRowsTable<P>(dialect: Dialect): RowsTable<P> {
  return <K extends keyof P & string>(name: K, columns: RowColumns<RowOf<P[K]>>) => {
    const entries = Object.entries<RowColumnType>(columns);
    if (dialect === 'postgres') {
      const arrays = entries.map(
        ([column, type]) =>
          sql`${new Placeholder(name, { name: column, isArray: true })}::${sql.raw(type)}[]`,
      );
      return sql<RowOf<P[K]>>`(select * from unnest(${sql.join(arrays)}) as list(${sql.join(
        entries.map(([column]) => sql.id(column)),
      )}))`.as(name);
    }
    const fields = entries.map(
      ([column]) => sql`${new Placeholder(name, { name: column, isArray: false })} as ${sql.id(column)}`,
    );
    return sql<RowOf<P[K]>>`(select ${sql.join(fields)})`.as(name);
  };
}

/** The column names of a row list's columns (`tools.rows`), for the INSERT that takes its rows. */
export function columnNamesOf<Columns extends object>(columns: Columns): Extract<keyof Columns, string>[] {
  return Object.keys(columns).filter((name): name is Extract<keyof Columns, string> =>
    Object.hasOwn(columns, name),
  );
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

/** A batch of members as a row list (the daily pass, the points job): `{ members: [{ member_id }, …] }`. */
export interface MemberList {
  members: { member_id: number }[];
}

/**
 * The condition "the row's `member_id` is one of the row list `members`", for a query over a table keyed by member:
 * on SQLite the statement runs once per member, along the key (a plain parameter, RowValue); on PostgreSQL it reads
 * the list whole. Locking the rows it selects is the caller's (lockOnPostgres).
 */
export function isListedMember(tools: QueryTools<MemberList>): Expression<SqlBool> {
  return tools.dialect === 'sqlite'
    ? sql<SqlBool>`member_id = ${tools.rowValue('members', 'member_id')}`
    : sql<SqlBool>`member_id in (select members.member_id from ${tools.rows('members', { member_id: 'bigint' })})`;
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
 *
 * `insertedRowsOnSqlite`: an INSERT over a row list that answers the rows it inserted, by RETURNING their `id` and
 * columns of the list's rows. SQLite keeps a RETURNING statement's rows aside until the statement ends, which
 * doubles an insert's time (9.7 against 4.9 µs a row, bench/README.md): there `build` leaves RETURNING out, and
 * each row a run inserted (one run per row) comes back as the list's row with `id`, its new rowid.
 */
export function prepareQuery<P extends object, R>(
  build: (db: Kysely<Database>, parameter: Parameter<P>, tools: QueryTools<P>) => Compilable<R>,
  options: { isPlannedPerRun?: boolean; insertedRowsOnSqlite?: boolean } = {},
): PreparedQuery<P, R> {
  const templates = new Map<Dialect, Template<R>>();
  const parameter: Parameter<P> = <K extends keyof P & string>(name: K) =>
    sql<P[K]>`${new Placeholder(name)}`;
  const compile = (db: Kysely<Database>, parameters: P): CompiledQuery<R> => {
    const dialect = getDialect(db);
    let template = templates.get(dialect);
    if (template === undefined) {
      template = compileTemplate(
        build(db, parameter, {
          dialect,
          rows: createRowsTable<P>(dialect),
          rowValue: createRowValue<P>(dialect),
        }),
        options.isPlannedPerRun === true,
      );
      templates.set(dialect, template);
    }
    const { compiled, placeholders } = template;
    let list: { name: string; rows: readonly Record<string, unknown>[] } | undefined;
    const values = compiled.parameters.map((constant, index) => {
      const placeholder = placeholders[index];
      if (placeholder === undefined) {
        return constant;
      }
      const value: unknown = Reflect.get(parameters, placeholder.name);
      const { column } = placeholder;
      if (column === undefined) {
        return value;
      }
      const rows = value as readonly Record<string, unknown>[];
      if (column.isArray) {
        return rows.map((row) => row[column.name] ?? null);
      }
      if (list !== undefined && list.name !== placeholder.name) {
        throw new Error(
          `prepared query: on SQLite a statement reads one row list, not ${list.name} and ${placeholder.name}`,
        );
      }
      list = { name: placeholder.name, rows };
      return placeholder;
    });
    if (list === undefined) {
      return { ...compiled, parameters: values };
    }
    // One run per row: each row's values where its list's columns go.
    const sets = list.rows.map((row) =>
      values.map((value) => (value instanceof Placeholder ? (row[value.column?.name ?? ''] ?? null) : value)),
    );
    return {
      ...compiled,
      parameters: [new ParameterSets(sets, options.insertedRowsOnSqlite === true ? list.rows : undefined)],
    };
  };
  const run = (db: Kysely<Database>, parameters: P) => db.executeQuery<R>(compile(db, parameters));
  return Object.assign(run, { compile });
}

/** A query prepared by prepareQuery: run it, or compile a run of it to send with others (runStatements). */
export interface PreparedQuery<P, R> {
  (db: Kysely<Database>, parameters: P): Promise<QueryResult<R>>;
  compile: (db: Kysely<Database>, parameters: P) => CompiledQuery<R>;
}

/**
 * A statement ready to run with others, and what its result means to the caller. `query` undefined: nothing to
 * run (an empty row list), and `read` gets no rows.
 */
export interface Statement<T> {
  query: CompiledQuery | undefined;
  read: (result: QueryResult<unknown>) => T;
}

/** The statement of one run of `prepared`; none when `isEmpty` (its row list has no rows). */
export function toStatement<P, R, T>(
  db: Kysely<Database>,
  prepared: PreparedQuery<P, R>,
  parameters: P,
  read: (result: QueryResult<R>) => T,
  isEmpty = false,
): Statement<T> {
  return {
    query: isEmpty ? undefined : prepared.compile(db, parameters),
    read: read as (result: QueryResult<unknown>) => T,
  };
}

/**
 * Runs statements in order on `db`'s connection, and stops at the first that fails: on SQLite in one call into the
 * driver (sqlite-connection.ts), on PostgreSQL in one round trip (postgres-statement-list.ts). Answers what each
 * statement's `read` made of its result.
 */
export async function runStatements<T extends readonly unknown[]>(
  db: Kysely<Database>,
  statements: { readonly [K in keyof T]: Statement<T[K]> },
): Promise<T> {
  const list = statements as readonly Statement<unknown>[];
  const queries = list.flatMap((statement) => (statement.query === undefined ? [] : [statement.query]));
  let results: QueryResult<unknown>[];
  if (queries.length === 0) {
    results = [];
  } else {
    const { rows } = await db.executeQuery(CompiledQuery.raw('', [new StatementList(queries)]));
    results = rows as QueryResult<unknown>[];
  }
  let next = 0;
  return list.map((statement) => {
    if (statement.query === undefined) {
      return statement.read({ rows: [] });
    }
    const result = results[next];
    next += 1;
    if (result === undefined) {
      throw new Error('run statements: a statement has no result');
    }
    return statement.read(result);
  }) as unknown as T;
}
