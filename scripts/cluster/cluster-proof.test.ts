// The multi-node proof of issue 25 in `npm test` (vitest project `cluster`, decision 093): three nodes on one
// PostgreSQL and one Redis behind the round-robin proxy, the mixed load, one node killed with SIGKILL and started
// again. Skipped with a message when PostgreSQL or Redis does not answer, except on CI, where both must.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { findMissingServices } from './cluster';
import { DEFAULT_PROOF_OPTIONS, describeReport, runClusterProof } from './proof';

const missing = await findMissingServices();
if (missing !== undefined) {
  if (process.env.CI) {
    throw new Error(`the cluster proof needs PostgreSQL and Redis on CI: ${missing}`);
  }
  console.warn(`\n⚠ ${missing}: the multi-node cluster proof is SKIPPED.\n`);
}

describe.skipIf(missing !== undefined)(
  'three nodes behind a round-robin proxy, one killed under load',
  () => {
    it('keeps every acknowledged call, doubles nothing, and the live clients and the crash game go on', async () => {
      const report = await runClusterProof({
        ...DEFAULT_PROOF_OPTIONS,
        basePort: Number(process.env.PLAZA_CLUSTER_PORT ?? 4120),
        logDirectory: join(tmpdir(), `plaza-cluster-test-${process.pid}`),
      });
      const lines = describeReport(report);
      console.log(lines.join('\n'));
      const failing = report.checks.filter((check) => !check.isPassing);
      expect(failing.map((check) => `${check.name}: ${check.detail}`)).toEqual([]);
      // The load reached every kind of call: a check that found nothing to look for proves nothing.
      for (const kind of ['wallet', 'login', 'deposit', 'crash', 'lottery'] as const) {
        expect(report.counts?.[kind].acknowledged, kind).toBeGreaterThan(0);
      }
    });
  },
);
