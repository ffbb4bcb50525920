// How fast this machine is right now, in two figures a wallet benchmark depends on: a fixed piece of JavaScript
// work (the CPU) and a 4 KiB write followed by fdatasync (the disk, as SQLite's commit meets it). The machine is
// shared; the same code measured twice as fast on one day as on another, so a run prints these beside its
// figures, and runs of different days compare only through them.
import { closeSync, fdatasyncSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { performance } from 'node:perf_hooks';

/** The machine's speed at one moment: medians of several tries. */
export interface MachineSpeed {
  /** Milliseconds for a fixed loop of 10⁸ integer steps. */
  cpuLoopMs: number;
  /** Milliseconds for a 4 KiB write and its fdatasync, in `directory`. */
  fdatasyncMs: number;
}

const LOOP_STEPS = 100_000_000;
const LOOP_TRIES = 5;
const SYNC_TRIES = 50;

/** The middle value (the upper one of an even count); 0 for none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function timeLoop(): number {
  const started = performance.now();
  let sum = 0;
  for (let step = 0; step < LOOP_STEPS; step += 1) {
    sum = (sum + (step % 7)) | 0;
  }
  const elapsed = performance.now() - started;
  // The sum is used, so the loop cannot be dropped.
  return sum === -1 ? Number.NaN : elapsed;
}

function timeSyncs(directory: string): number[] {
  mkdirSync(directory, { recursive: true });
  const path = `${directory}/probe-${process.pid}`;
  const descriptor = openSync(path, 'w');
  const page = Buffer.alloc(4096, 1);
  const times: number[] = [];
  try {
    for (let attempt = 0; attempt < SYNC_TRIES; attempt += 1) {
      const started = performance.now();
      writeSync(descriptor, page, 0, page.length, attempt * page.length);
      fdatasyncSync(descriptor);
      times.push(performance.now() - started);
    }
  } finally {
    closeSync(descriptor);
    rmSync(path, { force: true });
  }
  return times;
}

/** Measures the machine now; `directory` should be where the benchmark's database files live. */
export function probeMachine(directory: string): MachineSpeed {
  const loops = Array.from({ length: LOOP_TRIES }, timeLoop);
  return { cpuLoopMs: median(loops), fdatasyncMs: median(timeSyncs(directory)) };
}

/**
 * The processor the machine is given, as the system names it. The loop above reads alike on hosts that run the
 * wallet at twice each other's speed (104 ms with 0.20 ms of server CPU a pair, 98-166 ms with 0.45), so a run
 * names its host too: on Linux with the family and model numbers, which tell processor generations apart where the
 * hypervisor shortens the name.
 */
export function describeProcessor(): string {
  const name = cpus()[0]?.model.trim() ?? 'unknown';
  let numbers = '';
  try {
    const info = readFileSync('/proc/cpuinfo', 'utf8');
    const field = (key: string) => new RegExp(`^${key}\\s*: (.*)$`, 'm').exec(info)?.[1]?.trim();
    const family = field('cpu family');
    const model = field('model');
    const cache = field('cache size');
    numbers = family === undefined ? '' : ` (family ${family}, model ${model ?? '?'}, cache ${cache ?? '?'})`;
  } catch {
    // Not Linux: the name alone.
  }
  return `processor: ${name}${numbers}, ${availableParallelism()} cores`;
}

/** One line for a benchmark's output. */
export function describeMachine(speed: MachineSpeed): string {
  return (
    `machine now: a 10⁸-step loop ${speed.cpuLoopMs.toFixed(0)} ms, ` +
    `a 4 KiB write + fdatasync ${speed.fdatasyncMs.toFixed(2)} ms (medians; compare runs of other days by these)`
  );
}
