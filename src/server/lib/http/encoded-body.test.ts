import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedBody } from './encoded-body';

const json = JSON.stringify({
  results: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Stage ${i}` })),
});

describe('EncodedBody', () => {
  it('gives the identity bytes as they are and each compressed form decoding to them', async () => {
    const body = new EncodedBody('"e1"', Buffer.from(json));
    expect((await body.body('identity')).toString()).toBe(json);
    const br = await body.body('br');
    const gz = await body.body('gzip');
    expect(br.length).toBeLessThan(json.length / 4);
    expect(brotliDecompressSync(br).toString()).toBe(json);
    expect(gunzipSync(gz).toString()).toBe(json);
  });

  it('compresses each form once, however many readers ask at the same time', async () => {
    const body = new EncodedBody('"e2"', Buffer.from(json));
    const [a, b] = await Promise.all([body.body('br'), body.body('br')]);
    expect(a).toBe(b);
    expect(await body.body('br')).toBe(a);
    expect(await body.body('gzip')).not.toBe(a);
  });
});
