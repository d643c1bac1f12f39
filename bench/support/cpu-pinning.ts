/**
 * Pins processes to CPUs with `taskset` (util-linux), for benchmarks whose load generator runs on
 * the machine it measures. On a small machine the kernel may put the load generator and the server
 * on one core while the other idles (bench/rw-bench.ts explains how), so a benchmark gives each
 * its own core. Also machine-wide CPU time from /proc/stat, to tell how much other work ran.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** True when this machine can pin: Linux, at least two CPUs, `taskset` installed. */
export function canPin(): boolean {
  if (process.platform !== 'linux' || os.availableParallelism() < 2) return false;
  return spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * Restricts a process to `cpus` (e.g. '0' or '0,1'): every thread it has now (and, as threads
 * inherit their creator's mask, every thread it starts later).
 */
export function pinProcess(pid: number, cpus: string): void {
  taskset(['--all-tasks', '--pid', '--cpu-list', cpus, String(pid)]);
}

/** Restricts one thread (a process's main thread: its pid) to `cpus`; its other threads keep theirs. */
export function pinThread(tid: number, cpus: string): void {
  taskset(['--pid', '--cpu-list', cpus, String(tid)]);
}

function taskset(args: string[]): void {
  const result = spawnSync('taskset', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`taskset ${args.join(' ')} failed: ${result.stderr}`);
}

/** CPU ms the whole machine spent busy (every CPU, every process, the kernel's interrupts). */
export function machineBusyMs(): number {
  const fields = readFileSync('/proc/stat', 'utf8')
    .split('\n', 1)[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  // user nice system idle iowait irq softirq steal: everything but idle and iowait.
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return ((user + nice + system + irq + softirq + steal) * 1000) / TICKS_PER_SECOND;
}

/** The load average over the last minute, as /proc/loadavg gives it. */
export function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}

/** The CPU a thread last ran on (field 39 of its stat line), or null once it has ended. */
function lastCpu(pid: number, tid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[36]);
  } catch {
    return null;
  }
}

/**
 * Samples, every 50 ms, whether a process's main thread (the server's event loop) and the busiest
 * other thread of this process (autocannon's worker) last ran on the same CPU. Unpinned on two
 * cores, a share well above one half is the two crowding onto one core.
 */
export function sameCoreSampler(pid: number): { stop(): number | null } {
  const cpuOf = (tid: number) => {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return 0;
    }
  };
  const threadsNow = () =>
    new Map(readdirSync('/proc/self/task').map((tid) => [Number(tid), cpuOf(Number(tid))]));
  // What each thread had used before: the worker is the one that has used the most since.
  const atStart = threadsNow();
  let worker = 0;
  let same = 0;
  let samples = 0;
  let tick = 0;
  const timer = setInterval(() => {
    if (tick++ % 10 === 0) {
      // The busiest thread of this process, other than its main one, since the sampling began.
      let busiest = 0;
      for (const [tid, ticks] of threadsNow()) {
        const used = ticks - (atStart.get(tid) ?? 0);
        if (tid !== process.pid && used > busiest) {
          busiest = used;
          worker = tid;
        }
      }
    }
    if (!worker) return;
    const a = lastCpu(pid, pid);
    const b = lastCpu(process.pid, worker);
    if (a === null || b === null) return;
    samples += 1;
    if (a === b) same += 1;
  }, 50);
  return {
    stop() {
      clearInterval(timer);
      return samples > 0 ? same / samples : null;
    },
  };
}
