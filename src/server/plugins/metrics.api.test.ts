/**
 * Prometheus metrics (issue 37): on their own listener only, in the text format, with the request
 * histogram by route pattern and status, the runtime's defaults, the database connections, each
 * cache's hits and misses, the worker pools, the outbox and the change notifications' lag.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudio } from '../../test/factories';
import { buildAppOn, createTestApp, type TestApp } from '../../test/test-app';
import { queueMail } from '../db/repositories/outbox';

let test: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  test = await createTestApp({ metrics: { host: '127.0.0.1', port: 0 } });
  app = test.app;
});

afterAll(async () => {
  await test.close();
});

async function scrape(): Promise<string> {
  const address = app.metrics.address();
  if (!address) throw new Error('the metrics listener is not listening');
  const answer = await fetch(`http://127.0.0.1:${address.port}/metrics`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('text/plain; version=0.0.4');
  return answer.text();
}

/** The value of one sample, by its name and exact label set as prom-client prints it. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

describe('the metrics listener', () => {
  it('is off by default, and the public port never answers /metrics', async () => {
    const plain = await buildAppOn(test.database);
    try {
      expect(plain.metrics.address()).toBeNull();
      expect((await plain.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });

  it('answers only GET /metrics', async () => {
    const port = app.metrics.address()?.port;
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});

describe('the metrics', () => {
  it('time each answer by route pattern and status, not by URL', async () => {
    const id = await createStudio(app, { name: 'Metered Stage' });
    await app.inject({ url: `/api/studios/studios-enhanced/${id}/` });
    await app.inject({ url: '/api/studios/studios-enhanced/999999/' });
    const text = await scrape();
    const route = '/api/studios/studios-enhanced/:id/';
    expect(
      sample(text, `http_request_duration_seconds_count{method="GET",route="${route}",status_code="200"}`),
    ).toBe(1);
    expect(
      sample(text, `http_request_duration_seconds_count{method="GET",route="${route}",status_code="404"}`),
    ).toBe(1);
    expect(text).not.toContain(`/api/studios/studios-enhanced/${id}/"`);
  });

  it("carry the runtime's defaults: event-loop lag, heap, garbage collection", async () => {
    const text = await scrape();
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).not.toBeNull();
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
  });

  it("count the list cache's misses and hits, and its entries", async () => {
    const before = await scrape();
    const hits = sample(before, 'cache_hits_total{cache="studio_list_pages"}') ?? 0;
    const misses = sample(before, 'cache_misses_total{cache="studio_list_pages"}') ?? 0;
    await createStudio(app, { name: 'Cache Probe Stage' });
    await app.inject({ url: '/api/studios/studios-enhanced/?page_size=7' });
    await app.inject({ url: '/api/studios/studios-enhanced/?page_size=7' });
    const after = await scrape();
    expect(sample(after, 'cache_misses_total{cache="studio_list_pages"}')).toBe(misses + 1);
    expect(sample(after, 'cache_hits_total{cache="studio_list_pages"}')).toBe(hits + 1);
    expect(sample(after, 'cache_entries{cache="studio_list_pages"}')).toBeGreaterThan(0);
    for (const cache of ['studio_parameters', 'compare_pdf'])
      expect(sample(after, `cache_hits_total{cache="${cache}"}`)).not.toBeNull();
  });

  it('show the database connections and the worker pools', async () => {
    const text = await scrape();
    expect(sample(text, 'db_connections{state="in_use"}')).not.toBeNull();
    expect(sample(text, 'db_waiting')).toBe(0);
    for (const pool of ['pdf', 'image', 'spreadsheet', 'calendar']) {
      expect(sample(text, `worker_pool_jobs{pool="${pool}"}`)).toBe(0);
      expect(sample(text, `worker_pool_busy_refusals_total{pool="${pool}"}`)).toBe(0);
    }
  });

  it("count the outbox's pending and failed messages in the database", async () => {
    const before = await scrape();
    const pending = sample(before, 'mail_outbox_messages{state="pending"}') ?? 0;
    const failed = sample(before, 'mail_outbox_messages{state="failed"}') ?? 0;
    const ids = await app.write((tx) =>
      queueMail(tx, [
        { to: 'a@example.com', subject: 'One', text: 'x', locale: 'en', kind: 'test' },
        { to: 'b@example.com', subject: 'Two', text: 'y', locale: 'en', kind: 'test' },
      ]),
    );
    const { markMailSent } = await import('../db/repositories/outbox');
    await markMailSent(app.database.db, ids[1]!, 'connection refused');
    const after = await scrape();
    expect(sample(after, 'mail_outbox_messages{state="pending"}')).toBe(pending + 1);
    expect(sample(after, 'mail_outbox_messages{state="failed"}')).toBe(failed + 1);
  });

  it("time each write's change notification to its arrival", async () => {
    const before = sample(await scrape(), 'data_version_notification_lag_seconds_count') ?? 0;
    await createStudio(app, { name: 'Notified Stage' });
    const deadline = Date.now() + 10_000;
    let count = before;
    while (count === before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      count = sample(await scrape(), 'data_version_notification_lag_seconds_count') ?? 0;
    }
    expect(count).toBeGreaterThan(before);
  });
});
