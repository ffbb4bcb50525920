// What deploy/nginx.conf does with answers the proof's load never makes (decision 102), on three nodes behind real
// nginx: the site in maintenance (every node answers the member API 503 system.maintenance, an answer to pass on,
// not a node failing), and each live WebSocket path upgraded through the proxy.
// Usage: npx tsx scripts/cluster/nginx-check.ts [--config deploy/nginx.conf] [--port 4364] [--requests 30]
// (the nodes take the next three ports). Needs nginx (apt-get install -y nginx), PostgreSQL and Redis; exits 1 when
// a check fails. No test runs it: CI has no nginx.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { setMaintenance } from '../../server/src/modules/deployment/deployment.service';
import { Cluster, createClusterDatabase, findMissingServices } from './cluster';
import { openLiveSocket } from './live-socket';
import { NginxProxy } from './nginx-proxy';

const { values } = parseArgs({
  options: {
    config: { type: 'string' },
    port: { type: 'string', default: '4364' },
    requests: { type: 'string', default: '30' },
  },
});
const port = Number(values.port);
const requests = Number(values.requests);

const missing = await findMissingServices();
if (missing !== undefined) {
  console.log(`nginx check SKIPPED: ${missing}`);
  process.exit(process.env.CI ? 1 : 0);
}
const logDirectory = join(tmpdir(), `plaza-nginx-check-${Date.now()}`);
const database = await createClusterDatabase();
const ports = [port + 1, port + 2, port + 3];
const cluster = new Cluster({ databaseUrl: database.url, ports, logDirectory });
const proxy = new NginxProxy(ports, {
  logDirectory,
  ...(values.config === undefined ? {} : { configFile: values.config }),
});
const failures: string[] = [];
const check = (name: string, isPassing: boolean, detail: string) => {
  console.log(`${isPassing ? 'ok    ' : 'FAILED'} ${name}: ${detail}`);
  if (!isPassing) {
    failures.push(name);
  }
};

try {
  await cluster.startAll();
  await proxy.listen(port);
  console.log(`nginx (${values.config ?? 'deploy/nginx.conf'}) on ${port}, nodes on ${ports.join(', ')}`);

  // Each live path: the upgrade reaches a node and comes back 101 (the crash game's sends its state at once).
  for (const path of ['/lgw/live', '/bgs/api/crash/live', '/wps/chat-room/live', '/wps/support/chat/live']) {
    let first = '';
    const opened = await openLiveSocket(
      port,
      path,
      (text) => {
        first ||= text.slice(0, 60);
      },
      () => undefined,
    ).then(
      (socket) => socket,
      (error: unknown) => error,
    );
    const isOpen = typeof opened === 'object' && opened !== null && 'close' in opened;
    check(`WebSocket ${path} upgraded through nginx`, isOpen, isOpen ? '101' : String(opened));
    if (isOpen) {
      (opened as { close: () => void }).close();
    }
  }

  // The site in maintenance: every node answers the member API 503 with the localized envelope. The proxy must pass
  // that on, every time, and keep the nodes in its rotation.
  await setMaintenance(database.handle, true, 'Back soon');
  const statuses = new Map<string, number>();
  for (let index = 0; index < requests; index += 1) {
    const response = await fetch(`http://127.0.0.1:${port}/lgw/games/game_menus`, {
      headers: { Merchant: 'PLAZA', Language: 'en' },
    });
    const text = await response.text();
    const code = text.includes('system.maintenance') ? 'system.maintenance' : 'other';
    const key = `${response.status} ${code}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  }
  const answered = statuses.get('503 system.maintenance') ?? 0;
  check(
    'the site in maintenance: every GET answered 503 system.maintenance through nginx',
    answered === requests,
    [...statuses].map(([key, count]) => `${key} ×${count}`).join(', '),
  );
  await setMaintenance(database.handle, false, null);
  // Maintenance off: the nodes serve at once (none was taken out of the rotation for answering 503).
  const after = await fetch(`http://127.0.0.1:${port}/lgw/games/game_menus`, {
    headers: { Merchant: 'PLAZA', Language: 'en' },
  });
  check('maintenance off: the next request is served', after.status === 200, `answered ${after.status}`);
  console.log(`  nginx: ${JSON.stringify(proxy.statistics.requestsByBackend)} (logs in ${logDirectory})`);
} finally {
  await proxy.close();
  await cluster.stopAll();
  await database.drop();
}
process.exitCode = failures.length === 0 ? 0 : 1;
