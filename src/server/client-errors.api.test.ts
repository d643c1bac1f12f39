/**
 * Requests Node's HTTP parser refuses before Fastify sees them (issue 35): an over-long request line
 * or header block (431), a request cut off by the time limit (408), bytes that are no HTTP (400). They
 * answer with the app's JSON error and its security headers, as every other answer does. Against a
 * real listening server: app.inject has no parser.
 */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppOn, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  app = await buildAppOn(t.database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  await app.close();
  await t.close();
});

/** Sends raw bytes and reads the answer until the server closes the connection. */
function raw(bytes: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine)?.[1]);
      if (!status) reject(new Error(`no HTTP answer: ${answer.slice(0, 200)}`));
      else resolve({ status, headers, body });
    });
  });
}

function expectAppAnswer(answer: { headers: Record<string, string>; body: string }, code: string): void {
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['content-type']).toContain('application/json');
  expect(JSON.parse(answer.body)).toMatchObject({ code, detail: expect.any(String) });
}

describe('what the HTTP parser refuses', () => {
  it('answers an over-long query string 431 with the security headers and a JSON error', async () => {
    const answer = await raw(
      `GET /api/studios/studios-enhanced/?search=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expectAppAnswer(answer, 'headers_too_large');
  });

  it('answers bytes that are no HTTP request 400, alike', async () => {
    const answer = await raw('HELLO THERE\r\n\r\n');
    expect(answer.status).toBe(400);
    expectAppAnswer(answer, 'bad_request');
  });
});
