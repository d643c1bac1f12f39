/**
 * Slow senders against a real listening server (app.inject has no socket): headers and bodies
 * trickled in byte by byte are cut off after the configured times (here 1 s, so the test is quick).
 */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrf } from '../test/auth-helpers';
import { buildAppOn, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  app = await buildAppOn(t.database, { headersTimeoutMs: 1000, requestTimeoutMs: 1000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  await app.close();
  await t.close();
});

interface Trickle {
  /** Milliseconds from the first byte until the server closed the connection (null: still open). */
  closedAfterMs: number | null;
  /** What the server answered before closing. */
  answer: string;
}

/** Sends `head` at once, then one byte of `rest` every `everyMs`, for at most `giveUpMs`. */
function trickle(head: string, rest: string, everyMs: number, giveUpMs: number): Promise<Trickle> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedAfterMs: closed ? Date.now() - started : null, answer });
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < rest.length && !socket.destroyed) socket.write(rest[sent++]!);
      }, everyMs);
    });
  });
}

describe('request timeouts', () => {
  it('cuts off a body sent one byte at a time once the request time is up', async () => {
    const { cookie, token } = await csrf(app);
    const body = JSON.stringify({ path: '/frontend/', referrer: null }).padEnd(200, ' ');
    const head = [
      'POST /api/analytics/pageview/ HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      `Cookie: ${cookie}`,
      `X-CSRFToken: ${token}`,
      `Content-Length: ${body.length}`,
      '',
      '',
    ].join('\r\n');
    const result = await trickle(head, body, 200, 8000);
    expect(result.closedAfterMs).not.toBeNull();
    // 1 s limit, checked every second by Node: closed well before the whole body would have arrived.
    expect(result.closedAfterMs!).toBeLessThan(4000);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    // The app's error and its security headers, as every answer (client-error.ts).
    expect(result.answer).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
    expect(result.answer).toContain('"code":"request_timeout"');
  });

  it('cuts off headers sent one byte at a time', async () => {
    const headers = `GET /api/studios/studios-enhanced/ HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'a'.repeat(100)}`;
    const result = await trickle('', headers, 100, 8000);
    expect(result.closedAfterMs).not.toBeNull();
    expect(result.closedAfterMs!).toBeLessThan(4000);
  });
});
