// A fresh database for a benchmark run (lottery-settlement.ts, lottery-plans.ts): a SQLite file in a directory of
// its own, or a PostgreSQL database of a random name on the local server; `drop` removes it.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import pg from 'pg';

import type { DatabaseTarget } from '../server/src/config';

const POSTGRES_ADMIN = 'postgres://postgres@127.0.0.1:5432/postgres';

export async function freshDatabase(
  kind: string,
  options: { directory: string; prefix: string },
): Promise<{ target: DatabaseTarget; url: string; drop: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const directory = `${options.directory}/${randomBytes(4).toString('hex')}`;
    mkdirSync(directory, { recursive: true });
    const path = `${directory}/plaza.db`;
    return {
      target: { kind: 'sqlite', path },
      url: `file:${path}`,
      drop: () => Promise.resolve(rmSync(directory, { recursive: true, force: true })),
    };
  }
  const name = `${options.prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = `postgres://postgres@127.0.0.1:5432/${name}`;
  return {
    target: { kind: 'postgres', connectionString: url },
    url,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: POSTGRES_ADMIN });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
