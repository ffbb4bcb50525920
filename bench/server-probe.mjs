// Loaded into a benchmark's server process (`node --import ./bench/server-probe.mjs`, lottery-settlement.ts): once a
// second it appends one JSON line to the file PLAZA_BENCH_PROBE names, with what the server's own event loop and
// heap did in that second. A load generator sees only answer times; these say whether a slow answer waited for the
// event loop (a long synchronous stretch: a SQLite statement, a commit's fsync, a settlement batch) or for the
// garbage collector, and how much CPU the process took (every thread: the checkpointer and write threads too),
// which on a shared machine moves far less with the load than a wall time. Plain JavaScript: it loads before tsx.
import { appendFileSync } from 'node:fs';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const file = process.env.PLAZA_BENCH_PROBE;

if (file !== undefined && file !== '') {
  // Sampled every millisecond: a stall of the loop shows as the delay of the next sample.
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let collections = { count: 0, major: 0, totalMs: 0, maxMs: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      collections.count += 1;
      collections.totalMs += entry.duration;
      collections.maxMs = Math.max(collections.maxMs, entry.duration);
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
        collections.major += 1;
      }
    }
  }).observe({ entryTypes: ['gc'] });
  let cpu = process.cpuUsage();
  const timer = setInterval(() => {
    const used = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    const line = {
      at: Date.now(),
      cpuMs: (used.user + used.system) / 1000,
      delayP50Ms: delay.percentile(50) / 1e6,
      delayP99Ms: delay.percentile(99) / 1e6,
      delayMaxMs: delay.max / 1e6,
      gcCount: collections.count,
      gcMajor: collections.major,
      gcMs: collections.totalMs,
      gcMaxMs: collections.maxMs,
    };
    delay.reset();
    collections = { count: 0, major: 0, totalMs: 0, maxMs: 0 };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, 1000);
  timer.unref();
}
