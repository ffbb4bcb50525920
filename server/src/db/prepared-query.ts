import { sql } from 'kysely';
import type { Compilable, CompiledQuery, Expression, Kysely, QueryResult } from 'kysely';

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

/** Where a run's parameter goes in the compiled query; never reaches the database. */
class Placeholder {
  constructor(readonly name: string) {}
}

/** Names a parameter of a prepared query where its value goes, as an expression of its type. */
export type Parameter<P> = <K extends keyof P & string>(name: K) => Expression<P[K]>;

interface Template<R> {
  compiled: CompiledQuery<R>;
  /** Per parameter of the compiled query: the run's parameter of that name, or undefined for a constant. */
  names: (string | undefined)[];
}

function compileTemplate<R>(compilable: Compilable<R>): Template<R> {
  const compiled = compilable.compile();
  if (!statementNames.has(compiled.sql)) {
    statementNames.set(compiled.sql, `plaza_${statementNames.size + 1}`);
  }
  return {
    compiled,
    names: compiled.parameters.map((value) => (value instanceof Placeholder ? value.name : undefined)),
  };
}

/**
 * Prepares a query: `build` places each parameter with `parameter(name)` wherever its value goes, and is called
 * once per dialect; each run substitutes the values of `parameters`. The query's shape must not depend on the
 * values (no lists of varying length).
 */
export function prepareQuery<P extends object, R>(
  build: (db: Kysely<Database>, parameter: Parameter<P>) => Compilable<R>,
): (db: Kysely<Database>, parameters: P) => Promise<QueryResult<R>> {
  const templates = new Map<Dialect, Template<R>>();
  const parameter: Parameter<P> = <K extends keyof P & string>(name: K) =>
    sql<P[K]>`${new Placeholder(name)}`;
  return (db, parameters) => {
    const dialect = getDialect(db);
    let template = templates.get(dialect);
    if (template === undefined) {
      template = compileTemplate(build(db, parameter));
      templates.set(dialect, template);
    }
    const { compiled, names } = template;
    const values = compiled.parameters.map((constant, index) => {
      const name = names[index];
      return name === undefined ? constant : Reflect.get(parameters, name);
    });
    return db.executeQuery<R>({ ...compiled, parameters: values });
  };
}
