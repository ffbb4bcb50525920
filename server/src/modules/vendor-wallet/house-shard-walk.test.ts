import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { HOUSE_SHARDS } from '../ledger/ledger.service';
import { createProcessShardWalk, HouseShardWalk, shardWalkStart } from './house-shard-walk';

const MODULE_PATH = fileURLToPath(new URL('./house-shard-walk.ts', import.meta.url));

/** What a fresh Node process's walk is: its identity, its start and its first takes. */
function walkOfNewProcess(): { identity: string; start: number; takes: number[] } {
  const program = [
    `import { createProcessShardWalk, describeProcessIdentity } from ${JSON.stringify(MODULE_PATH)};`,
    'const identity = describeProcessIdentity();',
    'const walk = createProcessShardWalk(identity);',
    'const takes = Array.from({ length: 70 }, () => walk.take());',
    'console.log(JSON.stringify({ identity, start: walk.start, takes }));',
  ].join('\n');
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], {
    encoding: 'utf8',
  });
  return JSON.parse(output.trim()) as { identity: string; start: number; takes: number[] };
}

describe('the house shard walk of a process (decision 083)', () => {
  it('takes every shard once in 64 takes, from any start, then goes round again', () => {
    for (const start of [0, 17, HOUSE_SHARDS - 1]) {
      const walk = new HouseShardWalk(start);
      const takes = Array.from({ length: HOUSE_SHARDS * 2 }, () => walk.take());
      expect(takes[0]).toBe(start);
      expect(new Set(takes.slice(0, HOUSE_SHARDS)).size).toBe(HOUSE_SHARDS);
      expect(takes.slice(HOUSE_SHARDS)).toEqual(takes.slice(0, HOUSE_SHARDS));
    }
    expect(() => new HouseShardWalk(HOUSE_SHARDS)).toThrow(RangeError);
    expect(() => new HouseShardWalk(-1)).toThrow(RangeError);
  });

  it('starts each process from a shard of its own identity, so two nodes walk different shards in step', () => {
    const [first, second] = [walkOfNewProcess(), walkOfNewProcess()];
    if (first === undefined || second === undefined) {
      throw new Error('two processes should have answered');
    }
    // Each process has an identity of its own (host, process id, thread, random part), and starts where it says.
    expect(first.identity).not.toBe(second.identity);
    for (const walk of [first, second]) {
      expect(walk.start).toBe(shardWalkStart(walk.identity));
      expect(walk.takes[0]).toBe(walk.start);
      expect(new Set(walk.takes.slice(0, HOUSE_SHARDS)).size).toBe(HOUSE_SHARDS);
    }
    // Two walks from different starts never take the same shard at the same step.
    const a = createProcessShardWalk('node-a');
    const b = createProcessShardWalk('node-b');
    expect(a.start).not.toBe(b.start);
    for (let step = 0; step < HOUSE_SHARDS * 2; step += 1) {
      expect(a.take()).not.toBe(b.take());
    }
  });

  it("spreads the processes' starts evenly over the 64 shards", () => {
    const counts = new Array<number>(HOUSE_SHARDS).fill(0);
    for (let index = 0; index < HOUSE_SHARDS * 100; index += 1) {
      const start = shardWalkStart(`host:${1_000 + index}:0:${index.toString(16)}`);
      counts[start] = (counts[start] ?? 0) + 1;
    }
    // 100 expected each; a binomial's 5-sigma band is about ±50.
    expect(Math.min(...counts)).toBeGreaterThan(50);
    expect(Math.max(...counts)).toBeLessThan(150);
  });
});
