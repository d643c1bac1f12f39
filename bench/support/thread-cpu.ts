/**
 * CPU time by where it is spent, read from /proc (Linux): a process's main thread, its other
 * threads, and any other processes (PostgreSQL's backends, the load generator). Unlike throughput,
 * CPU time barely depends on what else the machine is doing, so benchmarks use it to say what a
 * piece of work costs.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime + stime of one thread or process, in ms (0 once it has ended). */
function cpuMs(statFile: string): number {
  try {
    const stat = readFileSync(statFile, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

export interface ProcessCpu {
  /** The main thread (the event loop, for Node). */
  main: number;
  /** Every other thread: worker threads, garbage collection, libuv's pool. */
  otherThreads: number;
}

export function processCpu(pid: number): ProcessCpu {
  // The process's own figure includes threads that have ended (a load generator's worker).
  const total = cpuMs(`/proc/${pid}/stat`);
  const main = cpuMs(`/proc/${pid}/task/${pid}/stat`);
  return { main, otherThreads: total - main };
}

/** Total CPU ms of whole processes (every thread). */
export function processesCpu(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + cpuMs(`/proc/${pid}/stat`), 0);
}

/** CPU ms of each live thread of a process, by thread id. */
export function threadCpus(pid: number): Map<number, number> {
  const result = new Map<number, number>();
  let tids: string[] = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return result;
  }
  for (const tid of tids) result.set(Number(tid), cpuMs(`/proc/${pid}/task/${tid}/stat`));
  return result;
}

/**
 * The CPU ms the busiest thread other than the main one used between two threadCpus() samples:
 * on the embedded database, that is the database's own thread.
 */
export function busiestOtherThread(
  pid: number,
  before: Map<number, number>,
  after: Map<number, number>,
): number {
  let busiest = 0;
  for (const [tid, ms] of after) {
    if (tid === pid) continue;
    busiest = Math.max(busiest, ms - (before.get(tid) ?? 0));
  }
  return busiest;
}
