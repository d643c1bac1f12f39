/**
 * Graceful shutdown of the real server process (issue 37): SIGTERM while a request is in flight lets
 * it finish (its answer says Connection: close), closes idle keep-alive connections and the listener,
 * then exits 0 with its write kept; a second SIGTERM, or the end of SHUTDOWN_GRACE_SECONDS, exits at
 * once with the request unfinished.
 *
 * The request in flight is a page view whose body the test sends in two halves: the server has read
 * its headers and waits for the rest when the signal comes.
 */
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runSourceServer } from '../test/source-server';
import { openDatabase, queryRows } from './db/database';

const dirs: string[] = [];
const children: ChildProcess[] = [];
const CSRF = 'Shutdown0Test0Secret0Abcdefghijk';

interface Started {
  dataDir: string;
  child: ChildProcess;
  port: number;
  output: () => string;
  exit: Promise<number | null>;
}

/** A data directory the first test left migrated: later servers start on a copy, skipping initdb. */
let templateDir: string | null = null;

async function startServer(env: Record<string, string> = {}): Promise<Started> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vp-shutdown-test-'));
  dirs.push(dataDir);
  if (templateDir) cpSync(templateDir, dataDir, { recursive: true });
  const { child, output, exit } = runSourceServer({ DATA_DIR: dataDir, SEED_DEMO: 'false', ...env });
  children.push(child);
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output());
    if (match) return { dataDir, child, port: Number(match[1]), output, exit };
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${output()}`);
}

/** A raw connection, to hold a request half-sent and to see when the server closes it. */
function connect(
  port: number,
): Promise<{ socket: net.Socket; received: () => string; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      data += chunk;
    });
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    socket.on('error', () => {});
    socket.once('connect', () => resolve({ socket, received: () => data, closed }));
    socket.once('error', reject);
  });
}

const until = async (check: () => boolean, what: string) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > 30_000) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** Sends a page view's headers and the first half of its body; returns the second half's sender. */
function startPageView(socket: net.Socket, port: number, pagePath: string) {
  const body = JSON.stringify({ path: pagePath, referrer: '' });
  const half = Math.floor(body.length / 2);
  socket.write(
    [
      'POST /api/analytics/pageview/ HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      `Cookie: csrftoken=${CSRF}`,
      `X-CSRFToken: ${CSRF}`,
      `Origin: http://127.0.0.1:${port}`,
      '',
      body.slice(0, half),
    ].join('\r\n'),
  );
  return () => socket.write(body.slice(half));
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('SIGTERM', () => {
  it('lets a request in flight finish, closes idle keep-alive connections, and exits 0', async () => {
    const server = await startServer();
    const idle = await connect(server.port);
    idle.socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n\r\n`);
    await until(() => idle.received().includes('"status":"ok"'), 'the keep-alive answer');
    expect(idle.received()).not.toMatch(/connection: close/i);

    const busy = await connect(server.port);
    const finish = startPageView(busy.socket, server.port, '/frontend/shutdown-probe');
    // The server has the headers (and half the body) when it logs the request's start.
    await until(() => server.output().includes('/api/analytics/pageview/'), 'the request to start');

    server.child.kill('SIGTERM');
    await until(() => server.output().includes('shutting down'), 'the shutdown to begin');
    await idle.closed; // the idle keep-alive connection is closed by the server
    const refusesNewConnections = () =>
      new Promise<boolean>((resolve) => {
        const probe = net.connect(server.port, '127.0.0.1');
        probe.once('connect', () => {
          probe.destroy();
          resolve(false);
        });
        probe.once('error', () => resolve(true));
      });
    // While the request is still in flight, the listener closes: a proxy sends new requests
    // elsewhere. (Asked until it does, within seconds: on a loaded machine one probe once still got
    // in as the draining began.)
    let refused = await refusesNewConnections();
    for (const started = Date.now(); !refused && Date.now() - started < 10_000; ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      refused = await refusesNewConnections();
    }
    expect(refused).toBe(true);

    finish();
    await busy.closed;
    expect(busy.received()).toMatch(/^HTTP\/1\.1 204 /);
    expect(busy.received()).toMatch(/\r\nconnection: close\r\n/i);
    expect(await server.exit).toBe(0);
    expect(server.output()).toContain('shut down cleanly');

    // The acknowledged page view is in the database (the process closed it cleanly).
    const database = await openDatabase({ databaseUrl: null, dataDir: server.dataDir });
    try {
      const rows = await queryRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM page_views WHERE path = '/frontend/shutdown-probe'`,
      );
      expect(rows[0]?.n).toBe(1);
    } finally {
      await database.close();
    }
    templateDir = server.dataDir;
  }, 300_000);

  it('exits at once on a second SIGTERM, with a request still in flight', async () => {
    const server = await startServer();
    const busy = await connect(server.port);
    startPageView(busy.socket, server.port, '/frontend/never-finished');
    await until(() => server.output().includes('/api/analytics/pageview/'), 'the request to start');
    server.child.kill('SIGTERM');
    await until(() => server.output().includes('shutting down'), 'the shutdown to begin');
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('second signal during shutdown');
    expect(busy.received()).toBe('');
  }, 240_000);

  it('exits when SHUTDOWN_GRACE_SECONDS ends, with a request still in flight', async () => {
    const server = await startServer({ SHUTDOWN_GRACE_SECONDS: '1' });
    const busy = await connect(server.port);
    startPageView(busy.socket, server.port, '/frontend/never-finished');
    await until(() => server.output().includes('/api/analytics/pageview/'), 'the request to start');
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('requests still running at the end of the grace period');
    expect(busy.received()).toBe('');
  }, 240_000);
});
