import { describe, expect, it } from 'vitest';
import { cachedPage, PageHtmlCache, RETIRED_STATE_MS } from './page-html-cache';

describe('PageHtmlCache', () => {
  it('keeps a page for its version, renders again for a newer one, and shares concurrent renders', async () => {
    const cache = new PageHtmlCache();
    let renders = 0;
    const render = async () => cachedPage({ head: '', html: `<p>${++renders}</p>`, state: {} });
    const [a, b] = await Promise.all([cache.get('k', 1, render), cache.get('k', 1, render)]);
    expect(a.html).toBe('<p>1</p>');
    expect(b).toBe(a);
    expect((await cache.get('k', 1, render)).html).toBe('<p>1</p>');
    expect((await cache.get('k', 2, render)).html).toBe('<p>2</p>');
    expect((await cache.get('other', 2, render)).html).toBe('<p>3</p>');
  });

  it('does not keep a failed render, and stays within its size', async () => {
    const cache = new PageHtmlCache(100);
    await expect(cache.get('k', 1, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.get('k', 1, async () => cachedPage({ head: '', html: 'ok', state: {} }))).html).toBe(
      'ok',
    );
    for (let i = 0; i < 10; i++)
      await cache.get(`p${i}`, 1, async () => cachedPage({ head: '', html: 'x'.repeat(30), state: {} }));
    expect(cache.size).toBeLessThanOrEqual(3);
  });

  it('serves a page rendered while part of its data could not be read, and renders it again next time', async () => {
    const cache = new PageHtmlCache();
    let renders = 0;
    let apiUp = false;
    const render = async () =>
      cachedPage({ head: '', html: `<p>${++renders}</p>`, state: {}, complete: apiUp });
    const [a, b] = await Promise.all([cache.get('k', 1, render), cache.get('k', 1, render)]);
    expect(a.html).toBe('<p>1</p>');
    expect(b).toBe(a);
    expect(cache.size).toBe(0);
    apiUp = true;
    expect((await cache.get('k', 1, render)).html).toBe('<p>2</p>');
    expect((await cache.get('k', 1, render)).html).toBe('<p>2</p>');
    expect(cache.size).toBe(1);
  });

  it('serialises the state once, safe inside <script>, under a digest that changes with it', () => {
    const page = cachedPage({ head: '', html: '', state: { note: '</script><b>' } });
    expect(page.stateJson).not.toContain('</script>');
    expect(JSON.parse(page.stateJson)).toEqual({ note: '</script><b>' });
    expect(page.stateHash).toMatch(/^[\w-]{22}$/);
    expect(cachedPage({ head: 'other', html: '', state: { note: '</script><b>' } }).stateHash).toBe(
      page.stateHash,
    );
    expect(cachedPage({ head: '', html: '', state: { note: 'changed' } }).stateHash).not.toBe(page.stateHash);
  });

  it("answers the state's URL with parted JSON: the same value, a long list a part per line", () => {
    const studios = Array.from({ length: 250 }, (_, i) => ({ id: i + 1, name: `Stage ${i}` }));
    const state = { locale: 'en', queries: { queries: [{ state: { data: { studios } } }] } };
    const page = cachedPage({ head: '', html: '', state });
    const body = page.stateBody.identity.toString();
    expect(JSON.parse(body)).toEqual(state);
    expect(body.split('\n')).toHaveLength(12); // the frame's two lines around ten parts
    expect(JSON.parse(page.stateJson)).toEqual(state);
  });

  it("keeps a page's state answerable by its digest for a while after a newer version retired it", async () => {
    const cache = new PageHtmlCache();
    const first = await cache.get('k', 1, async () => cachedPage({ head: '', html: '', state: { n: 1 } }));
    expect(cache.retiredState('k', first.stateHash)).toBeUndefined();
    const second = await cache.get('k', 2, async () => cachedPage({ head: '', html: '', state: { n: 2 } }));
    expect(second.stateHash).not.toBe(first.stateHash);
    expect(JSON.parse(cache.retiredState('k', first.stateHash)!.identity.toString())).toEqual({ n: 1 });
    // Only under its own page's key and digest.
    expect(cache.retiredState('other', first.stateHash)).toBeUndefined();
    expect(cache.retiredState('k', second.stateHash)).toBeUndefined();
  });

  it('forgets retired states after RETIRED_STATE_MS', async () => {
    let now = 1_000;
    const cache = new PageHtmlCache(undefined, undefined, { now: () => now });
    const first = await cache.get('k', 1, async () => cachedPage({ head: '', html: '', state: { n: 1 } }));
    await cache.get('k', 2, async () => cachedPage({ head: '', html: '', state: { n: 2 } }));
    now += RETIRED_STATE_MS - 1_000;
    expect(cache.retiredState('k', first.stateHash)).toBeDefined();
    now += 2_000;
    expect(cache.retiredState('k', first.stateHash)).toBeUndefined();
  });
});
