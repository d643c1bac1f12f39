/**
 * The thread that owns the embedded database. PGlite is PostgreSQL compiled to WebAssembly: every
 * statement runs synchronously on the thread that calls it, so on the server's own thread an admin's
 * edit or a 5,000-parameter import stopped every reader meanwhile. Here it runs beside the server,
 * which only sends SQL and receives rows (pglite-thread.ts; the messages are in protocol.ts).
 */
import { setPriority } from 'node:os';
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { type ThreadMessage, type ThreadRequest, type ThreadStart, toThreadError } from './protocol';

interface OpenTransaction {
  tx: Transaction;
  decide(commit: boolean): void;
  settled: Promise<void>;
}

if (!parentPort) throw new Error('pglite-thread-worker runs only as a worker thread');
const port: MessagePort = parentPort;
const send = (message: ThreadMessage) => port.postMessage(message);
const raw = (value: string) => value;

async function main(): Promise<void> {
  const { pgdata, nice } = workerData as ThreadStart;
  // On Linux a thread has its own nice value, so this lowers the database thread alone: on a
  // saturated machine the server's event loop (readers, served from memory) runs first and writes
  // take longer (decision 012). Elsewhere it would lower the whole process, so it is not applied.
  if (nice > 0 && process.platform === 'linux') {
    try {
      setPriority(Math.min(19, nice));
    } catch {
      // Not permitted here: the thread keeps the server's priority.
    }
  }
  let pglite: PGlite;
  try {
    pglite = new PGlite(pgdata);
    await pglite.waitReady;
  } catch (error) {
    send({ op: 'failed', error: toThreadError(error) });
    return;
  }

  const transactions = new Map<number, OpenTransaction>();
  const listeners = new Map<number, () => Promise<void>>();
  let nextId = 1;

  const runner = (txId: number | undefined) => {
    if (txId === undefined) return pglite;
    const open = transactions.get(txId);
    if (!open) throw new Error(`transaction ${txId} is not open`);
    return open.tx;
  };

  const begin = () =>
    new Promise<number>((resolveBegun, rejectBegun) => {
      const txId = nextId++;
      let decide!: (commit: boolean) => void;
      const decided = new Promise<boolean>((resolve) => {
        decide = resolve;
      });
      let begun = false;
      const settled = pglite
        .transaction(async (tx) => {
          transactions.set(txId, { tx, decide, settled });
          begun = true;
          resolveBegun(txId);
          if (!(await decided)) await tx.rollback();
        })
        .finally(() => transactions.delete(txId));
      settled.catch((error: unknown) => {
        if (!begun) rejectBegun(error);
      });
    });

  const handle = async (request: ThreadRequest): Promise<unknown> => {
    switch (request.op) {
      case 'query': {
        const parsers = Object.fromEntries(request.rawTypes.map((oid) => [oid, raw]));
        return runner(request.tx).query(request.sql, request.params, {
          ...(request.rowMode ? { rowMode: request.rowMode } : {}),
          parsers,
        });
      }
      case 'exec':
        return runner(request.tx).exec(request.sql);
      case 'begin':
        return begin();
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error(`transaction ${request.tx} is not open`);
        open.decide(request.commit);
        await open.settled;
        return null;
      }
      case 'listen': {
        const listener = nextId++;
        const stop = await pglite.listen(request.channel, (payload) =>
          send({ op: 'notify', listener, payload }),
        );
        listeners.set(listener, stop);
        return listener;
      }
      case 'unlisten': {
        await listeners.get(request.listener)?.();
        listeners.delete(request.listener);
        return null;
      }
      case 'close': {
        if (!pglite.closed) await pglite.close();
        return null;
      }
    }
  };

  port.on('message', (request: ThreadRequest) => {
    handle(request).then(
      (value) => send({ op: 'answer', id: request.id, ok: true, value }),
      (error: unknown) => send({ op: 'answer', id: request.id, ok: false, error: toThreadError(error) }),
    );
  });
  send({ op: 'ready' });
}

void main();
