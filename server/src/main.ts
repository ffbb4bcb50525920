import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoDeployment } from './demo/seed-demo';

const REPOSITORY_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** Starts Plaza: migrate, fill a new database with the demo deployment, serve, and shut down gracefully. */
async function main(): Promise<void> {
  const config = loadConfig(process.env, REPOSITORY_ROOT);
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  await seedDemoDeployment(database, config.merchant);
  const app = await buildApp({
    database,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    webDist: config.webDist,
    redisUrl: config.redisUrl,
    smtp: config.smtp,
  });

  let isClosing = false;
  const close = (signal: string) => {
    if (isClosing) {
      return;
    }
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests, finish the ones in flight, then close the database.
    app
      .close()
      .then(() => database.destroy())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => close('SIGTERM'));
  process.on('SIGINT', () => close('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Plaza (${config.merchant}, ${database.dialect}) serving http://${config.host}:${config.port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
