import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the API documentation', () => {
  it('serves an OpenAPI 3.1 document generated from the route schemas', async () => {
    const res = await t.app.inject({ url: '/api/schema/' });
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/studios/studios-enhanced/',
        '/api/studios/studios-enhanced/{id}/',
        '/api/studios/studios/',
        '/api/studios/studios/{id}/parameters/categorized/',
        '/api/studios/compare/',
      ]),
    );
    const ref: string =
      doc.paths['/api/studios/compare/'].post.requestBody.content['application/json'].schema.$ref;
    const requestSchema = doc.components.schemas[ref.replace('#/components/schemas/', '')];
    expect(requestSchema.properties.ids.type).toBe('array');
    expect(doc.components.schemas.Studio.properties.detailed_attributes).toBeDefined();
  });

  it('documents path ids as what the client sends: digits in a string', async () => {
    const res = await t.app.inject({ url: '/api/schema/' });
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json();
    const undo = doc.paths['/api/studios/studios/{id}/import-history/{importId}/undo/'].post;
    for (const name of ['id', 'importId']) {
      const param = undo.parameters.find((p: { name: string }) => p.name === name);
      expect(param, name).toMatchObject({ in: 'path', required: true, schema: { type: 'string' } });
      expect(new RegExp(param.schema.pattern).test('42'), name).toBe(true);
      expect(new RegExp(param.schema.pattern).test('4x'), name).toBe(false);
    }
  });

  it('serves a browsable page', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger');
  });
});
