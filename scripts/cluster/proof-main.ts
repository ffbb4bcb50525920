// `npm run cluster:proof`: the multi-node proof of issue 25 for longer than the test runs it (decision 093).
// Usage: npm run cluster:proof -- [--nodes 3] [--before 30] [--down 10] [--after 30] [--port 4100]
//        [--wallet 8] [--members 4] [--crash 6] [--clients 9] [--victim 1] [--keep-database] [--sticky]
//        [--proxy node|nginx]
// --sticky: the proxy routes vendor wallet calls by player, one player's calls on one node (decision 083).
// --proxy nginx: nginx with deploy/nginx.conf in front instead of the harness's Node proxy (decision 102; nginx must
// be installed; its wallet calls are always routed by player, as the deployment's).
// Exits 1 when a check fails.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { DEFAULT_PROOF_OPTIONS, describeReport, runClusterProof } from './proof';

const { values } = parseArgs({
  options: {
    nodes: { type: 'string', default: String(DEFAULT_PROOF_OPTIONS.nodes) },
    before: { type: 'string', default: '30' },
    down: { type: 'string', default: '10' },
    after: { type: 'string', default: '30' },
    port: { type: 'string', default: '4100' },
    wallet: { type: 'string', default: '8' },
    members: { type: 'string', default: '4' },
    crash: { type: 'string', default: '6' },
    clients: { type: 'string', default: '9' },
    victim: { type: 'string', default: '1' },
    'keep-database': { type: 'boolean', default: false },
    sticky: { type: 'boolean', default: false },
    proxy: { type: 'string', default: 'node' },
  },
});

const logDirectory = join(tmpdir(), `plaza-cluster-${Date.now()}`);
const report = await runClusterProof({
  basePort: Number(values.port),
  nodes: Number(values.nodes),
  secondsBeforeKill: Number(values.before),
  secondsDown: Number(values.down),
  secondsAfterRestart: Number(values.after),
  walletWorkers: Number(values.wallet),
  memberWorkers: Number(values.members),
  crashWorkers: Number(values.crash),
  liveClients: Number(values.clients),
  victim: Number(values.victim),
  logDirectory,
  keepDatabase: values['keep-database'],
  isSticky: values.sticky,
  proxy: values.proxy === 'nginx' ? 'nginx' : 'node',
  log: (line) => console.log(line),
});
for (const line of describeReport(report)) {
  console.log(line);
}
if (report.databaseUrl !== undefined) {
  console.log(`database kept: ${report.databaseUrl}`);
}
const isFailing = report.checks.some((check) => !check.isPassing);
process.exitCode = report.skipped !== undefined && process.env.CI ? 1 : isFailing ? 1 : 0;
