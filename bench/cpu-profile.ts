// Sums a V8 CPU profile (from `npm run bench:wallet -- --profile-server <dir>`, or node --cpu-prof) by function.
//
// Usage: npx tsx bench/cpu-profile.ts <file.cpuprofile> [self|total] [pattern] [lines] [from]
//   self:  time spent in the function itself (default); total: with everything it called.
//   pattern: a regular expression the "function file:line" text must match; lines: how many to print (40);
//   from: seconds into the profile where counting starts (0), to leave out a server's start-up.
// Percentages are of the time the thread was not idle.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, mode = 'self', pattern, lines = '40', from = '0'] = process.argv.slice(2);
if (file === undefined || (mode !== 'self' && mode !== 'total')) {
  console.error('usage: npx tsx bench/cpu-profile.ts <file.cpuprofile> [self|total] [pattern] [lines]');
  process.exit(1);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map<number, number>();
for (const node of profile.nodes) {
  for (const child of node.children ?? []) {
    parents.set(child, node.id);
  }
}

const describe = (node: ProfileNode) => {
  const place = node.callFrame.url.replace(/.*\/(node_modules|server|packages|bench)\//, '$1/');
  return `${node.callFrame.functionName || '(anonymous)'} ${place}:${node.callFrame.lineNumber}`;
};

// Microseconds per sampled node, then per function: its own, and with its callees (each function once a stack).
const perNode = new Map<number, number>();
const fromMicroseconds = Number(from) * 1_000_000;
let elapsed = 0;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  elapsed += delta;
  if (elapsed >= fromMicroseconds) {
    perNode.set(id, (perNode.get(id) ?? 0) + delta);
  }
});
const self = new Map<string, number>();
const total = new Map<string, number>();
let busy = 0;
for (const [id, time] of perNode) {
  const node = nodes.get(id);
  if (node === undefined || node.callFrame.functionName === '(idle)') {
    continue;
  }
  busy += time;
  const name = describe(node);
  self.set(name, (self.get(name) ?? 0) + time);
  const seen = new Set<string>();
  for (let current: number | undefined = id; current !== undefined; current = parents.get(current)) {
    const ancestor = nodes.get(current);
    if (ancestor === undefined) {
      break;
    }
    const ancestorName = describe(ancestor);
    if (!seen.has(ancestorName)) {
      seen.add(ancestorName);
      total.set(ancestorName, (total.get(ancestorName) ?? 0) + time);
    }
  }
}

const filter = pattern === undefined || pattern === '' ? undefined : new RegExp(pattern);
console.log(`busy ${(busy / 1000).toFixed(0)} ms`);
[...(mode === 'self' ? self : total)]
  .filter(([name]) => filter === undefined || filter.test(name))
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(lines))
  .forEach(([name, time]) => console.log(`${((time / busy) * 100).toFixed(1).padStart(5)} %  ${name}`));
