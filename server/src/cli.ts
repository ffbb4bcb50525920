import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { featureSwitchIdSchema } from '@plaza/contracts/feature-switches';

import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoDeployment } from './demo/seed-demo';
import {
  saveDeploymentSettings,
  setFeatureSwitch,
  setMaintenance,
} from './modules/deployment/deployment.service';
import { setGameStatus } from './modules/games/games.service';

const REPOSITORY_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

const USAGE = `Usage: npm run plaza -- <command>
  maintenance on [message]   put the site into maintenance (status 1)
  maintenance off            end maintenance
  regions <CC,CC,...|all>    allow only these countries (ISO codes), or every country
  switch <ID> on|off         turn a feature switch on or off
  game <VENDOR> <CODE> maintenance|active
                             put a game under maintenance, or back in play
Uses DATABASE_URL and MERCHANT like the server.`;

/** Operator commands on a deployment's database, for use before the operator screens exist. */
async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const config = loadConfig(process.env, REPOSITORY_ROOT);
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database);
    await seedDemoDeployment(database, config.merchant);
    if (command === 'maintenance' && (rest[0] === 'on' || rest[0] === 'off')) {
      await setMaintenance(database, rest[0] === 'on', rest.slice(1).join(' ') || null);
    } else if (command === 'regions' && rest[0]) {
      const regions = rest[0] === 'all' ? [] : rest[0].split(',').map((code) => code.trim().toUpperCase());
      await saveDeploymentSettings(database, { allowedRegions: regions });
    } else if (command === 'switch' && rest[0] && (rest[1] === 'on' || rest[1] === 'off')) {
      await setFeatureSwitch(database, featureSwitchIdSchema.parse(rest[0]), rest[1] === 'on');
    } else if (
      command === 'game' &&
      rest[0] &&
      rest[1] &&
      (rest[2] === 'maintenance' || rest[2] === 'active')
    ) {
      await setGameStatus(database, rest[0], rest[1], rest[2]);
    } else {
      console.error(USAGE);
      process.exitCode = 2;
      return;
    }
    console.log(`done: ${argv.join(' ')}`);
  } finally {
    await database.destroy();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
