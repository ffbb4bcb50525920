import type { CompiledQuery } from 'kysely';
import pg from 'pg';

/**
 * A statement list on PostgreSQL (runStatements in prepared-query.ts) in one round trip. pg sends a statement only
 * once the one before has been answered, and each sending wakes the database's process on the other core: under
 * the wallet's load that was a third of the event loop's time (bench/README.md). So a list goes as one simple-
 * protocol query text: `EXECUTE name(values)` for a statement prepared by name (`PREPARE`d on the connection the
 * first time it is sent there, in the same text), the statement itself with its values written in for one that is
 * planned at each run. PostgreSQL runs the statements one after the other and stops at the first that fails, which
 * fails the list and so its transaction.
 */

/** The names a connection has prepared with PREPARE; unknown (undefined) after a list failed part-way. */
const preparedByConnection = new WeakMap<pg.ClientBase, Set<string>>();

/** A statement's result as Kysely reads it: its rows, and for a write the rows it changed. */
export interface ListResult {
  rows: unknown[];
  numAffectedRows?: bigint;
}

const CHANGING_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

const QUOTE_OR_BACKSLASH = /['\\]/;
const ARRAY_QUOTE_OR_BACKSLASH = /["\\]/;

/**
 * A text as a string constant. pg.escapeLiteral builds its answer a character at a time, which for the long array
 * literals of a group's statements was a tenth of the lanes' time on the event loop (bench/README.md); a text with
 * nothing to double (nearly all) is quoted as it is.
 */
function quoteText(text: string): string {
  return QUOTE_OR_BACKSLASH.test(text) ? pg.escapeLiteral(text) : `'${text}'`;
}

function quoteArrayElement(value: unknown): string {
  if (value === null || value === undefined) {
    return 'NULL';
  }
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new TypeError(`statement list: ${value} has no literal`);
  }
  if (typeof value === 'number' || typeof value === 'bigint') {
    return String(value);
  }
  if (typeof value === 'string') {
    return ARRAY_QUOTE_OR_BACKSLASH.test(value)
      ? `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
      : `"${value}"`;
  }
  throw new TypeError(`statement list: an array element of type ${typeof value} has no literal`);
}

/**
 * A value as an SQL literal of no type, which PostgreSQL reads as the type its place needs, exactly as it reads a
 * parameter sent as text; only the kinds of value the prepared statements send have one.
 */
export function toLiteral(value: unknown): string {
  if (value === null || value === undefined) {
    return 'NULL';
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      throw new TypeError(`statement list: ${value} has no literal`);
    }
    return `'${value}'`;
  }
  if (typeof value === 'bigint') {
    return `'${value}'`;
  }
  if (typeof value === 'boolean') {
    return value ? `'true'` : `'false'`;
  }
  if (typeof value === 'string') {
    return quoteText(value);
  }
  if (Array.isArray(value)) {
    return quoteText(`{${value.map(quoteArrayElement).join(',')}}`);
  }
  throw new TypeError(`statement list: a value of type ${typeof value} has no literal`);
}

/**
 * `text` with each `$n` replaced by the literal of the n-th value. Kysely writes every value as `$n`; the texts
 * compiled here hold no `$` of their own (no dollar-quoted or string constant with one).
 */
function writeValuesIn(text: string, values: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_match, position: string) => {
    const index = Number(position) - 1;
    if (index < 0 || index >= values.length) {
      throw new Error(`statement list: no value for $${position}`);
    }
    return toLiteral(values[index]);
  });
}

async function findPrepared(client: pg.ClientBase): Promise<Set<string>> {
  let prepared = preparedByConnection.get(client);
  if (prepared === undefined) {
    const { rows } = await client.query<{ name: string }>('select name from pg_prepared_statements');
    prepared = new Set(rows.map((row) => row.name));
    preparedByConnection.set(client, prepared);
  }
  return prepared;
}

/**
 * Runs `queries` in order on `client` in one round trip; `nameOf` gives a query's prepared-statement name, or
 * undefined for one planned at each run. `isBeginning`: a transaction's BEGIN goes first, in the same text.
 * Answers each query's result.
 */
export async function runStatementList(
  client: pg.ClientBase,
  queries: readonly CompiledQuery[],
  nameOf: (text: string) => string | undefined,
  { isBeginning = false }: { isBeginning?: boolean } = {},
): Promise<ListResult[]> {
  const prepared = await findPrepared(client);
  const preparing = new Set<string>();
  const parts: string[] = isBeginning ? ['begin'] : [];
  // Per part of the text: the query whose result it gives (BEGIN and a PREPARE give none of interest).
  const isResult: boolean[] = isBeginning ? [false] : [];
  for (const query of queries) {
    const name = nameOf(query.sql);
    if (name === undefined) {
      parts.push(writeValuesIn(query.sql, query.parameters));
      isResult.push(true);
      continue;
    }
    // A name of its own: pg keeps the protocol-level statement of the same text under `name`.
    const listName = `${name}_list`;
    if (!prepared.has(listName) && !preparing.has(listName)) {
      parts.push(`prepare ${listName} as ${query.sql}`);
      isResult.push(false);
      preparing.add(listName);
    }
    const values = query.parameters.map(toLiteral);
    parts.push(values.length === 0 ? `execute ${listName}` : `execute ${listName}(${values.join(', ')})`);
    isResult.push(true);
  }
  let answer: pg.QueryResult | pg.QueryResult[];
  try {
    answer = (await client.query(parts.join(';\n'))) as pg.QueryResult | pg.QueryResult[];
  } catch (error) {
    // Which statements ran, and so which were prepared, is unknown: the next list asks the connection.
    preparedByConnection.delete(client);
    throw error;
  }
  for (const name of preparing) {
    prepared.add(name);
  }
  const results = Array.isArray(answer) ? answer : [answer];
  if (results.length !== parts.length) {
    throw new Error(`statement list: ${parts.length} statements sent, ${results.length} results`);
  }
  return results
    .filter((_result, index) => isResult[index])
    .map((result) => ({
      rows: result.rows,
      ...(CHANGING_COMMANDS.has(result.command) ? { numAffectedRows: BigInt(result.rowCount ?? 0) } : {}),
    }));
}
