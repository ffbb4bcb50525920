// Measures one test file's PostgreSQL set-up: a new database migrated (before) against a copy of a migrated template (after).
import pg from 'pg';
import { openDatabase } from './server/src/db/database';
import { migrateToLatest } from './server/src/db/migrate';

const ADMIN = 'postgres://postgres@127.0.0.1:5432/postgres';
const url = (name: string) => ADMIN.replace(/\/postgres$/, `/${name}`);
const admin = new pg.Client({ connectionString: ADMIN });
await admin.connect();
const template = `robust_tpl_${process.pid}`;
await admin.query(`create database ${template}`);
{
  const handle = openDatabase({ kind: 'postgres', connectionString: url(template) });
  await migrateToLatest(handle);
  await handle.destroy();
}
const times: Record<string, number[]> = { migrate: [], template: [] };
for (let round = 0; round < 5; round += 1) {
  for (const kind of ['migrate', 'template'] as const) {
    const name = `robust_m_${process.pid}_${round}_${kind}`;
    const started = performance.now();
    await admin.query(`create database ${name}${kind === 'template' ? ` template ${template}` : ''}`);
    const handle = openDatabase({ kind: 'postgres', connectionString: url(name) }, { poolSize: 8 });
    if (kind === 'migrate') {
      await migrateToLatest(handle);
    } else {
      await handle.db.selectFrom('deployment' as never).selectAll().execute().catch(() => undefined);
    }
    times[kind]!.push(performance.now() - started);
    console.log(kind, Math.round(performance.now() - started), (await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
    await handle.destroy();
    for (;;) {
      const { rows } = await admin.query<{ count: string }>('select count(*) as count from pg_stat_activity where datname = $1', [name]);
      if (Number(rows[0]?.count) === 0) { break; }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await admin.query(`drop database ${name} with (force)`);
  }
}
await admin.query(`drop database ${template} with (force)`);
await admin.end();
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(JSON.stringify({ migrate: times.migrate!.map(Math.round), template: times.template!.map(Math.round), medianMigrate: Math.round(median(times.migrate!)), medianTemplate: Math.round(median(times.template!)) }));
