/**
 * The thread that reads iCalendar text (issue 38): ical.js builds a tree of the whole file and
 * expands recurring events, which on the server's thread held every reader up (bench:calendar: the
 * event loop's longest delay 65–73 ms against a 50 ms goal while 1,000 feeds were read). Here it runs
 * beside the server, which only sends the text and receives the busy days (ics-read-pool.ts).
 * Built as its own entry (dist/server/ics-read-worker.js); from the TypeScript sources it is loaded
 * through ics-read-worker-tsx.mjs.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { busyRangesFromIcs, IcsUnreadableError } from './ics-ranges';
import type { IcsReadAnswer, IcsReadJob, IcsReadStart } from './ics-read-pool';

if (!parentPort) throw new Error('ics-read-worker runs only as a worker thread');
const port = parentPort;
const { nice } = (workerData ?? { nice: 0 }) as IcsReadStart;

// On Linux a thread has its own nice value, so this lowers this thread alone: the server's event
// loop comes first. Elsewhere it would lower the whole process, so it is not applied.
if (nice > 0 && process.platform === 'linux') {
  try {
    setPriority(Math.min(19, nice));
  } catch {
    // Not permitted here: the thread keeps the server's priority.
  }
}

port.on('message', (job: IcsReadJob) => {
  let answer: IcsReadAnswer;
  try {
    answer = { id: job.id, ok: true, busy: busyRangesFromIcs(job.text, job.now) };
  } catch (error) {
    answer =
      error instanceof IcsUnreadableError
        ? { id: job.id, ok: false, unreadable: true, message: error.message }
        : { id: job.id, ok: false, unreadable: false, message: String((error as Error)?.message ?? error) };
  }
  port.postMessage(answer);
});

port.postMessage({ ready: true });
