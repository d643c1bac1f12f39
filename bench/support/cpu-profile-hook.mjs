// Loaded into a benchmarked server with NODE_OPTIONS=--import (NODE_OPTIONS refuses --cpu-prof), with
// CPU_PROFILE_DIR set: SIGUSR2 starts profiling the main thread, the next SIGUSR2 stops and writes a
// .cpuprofile there (for Chrome DevTools or any .cpuprofile reader), so a profile covers exactly the
// part of a benchmark that is measured (bench/write-cost-bench.ts sends the signals).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

if (isMainThread && process.env.CPU_PROFILE_DIR) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 200 });
  let running = false;
  let count = 0;
  process.on('SIGUSR2', () => {
    if (!running) {
      running = true;
      session.post('Profiler.start');
      return;
    }
    running = false;
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      count += 1;
      const file = path.join(process.env.CPU_PROFILE_DIR, `server-${process.pid}-${count}.cpuprofile`);
      writeFileSync(file, JSON.stringify(result.profile));
    });
  });
}
