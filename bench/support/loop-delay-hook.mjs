// Loaded into a benchmarked server with NODE_OPTIONS=--import (bench/rw-bench.ts): on SIGUSR2 the
// server prints its main thread's event-loop delay since the last signal (one JSON line) and starts
// again, so a benchmark can tell a wait that happened in the server from one in the load generator.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

if (isMainThread) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns) => Math.round(ns / 1e5) / 10;
    process.stdout.write(
      `loop-delay ${JSON.stringify({ p99: ms(histogram.percentile(99)), max: ms(histogram.max) })}\n`,
    );
    histogram.reset();
  });
}
