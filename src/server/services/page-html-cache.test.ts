import { describe, expect, it } from 'vitest';
import {
  cachedPage,
  type PageFreshness,
  PageHtmlCache,
  RETIRED_STATE_MS,
  SCOPED_PAGE_MAX_AGE_MS,
} from './page-html-cache';
import type { PageRead } from './page-scope';

/**
 * A stand-in for the data version and the studio store: `write` is a write that touched `studios`
 * (every studio when none are named, as a change of unknown scope reloads them all).
 */
class FakeData implements PageFreshness {
  version = 1;
  revision = 1;
  private readonly studioRevisions = new Map<number, number>();
  private reloaded = 0;

  write(studios?: readonly number[]): void {
    this.version += 1;
    this.revision += 1;
    if (studios) for (const id of studios) this.studioRevisions.set(id, this.revision);
    else this.reloaded = this.revision;
  }

  /** A write that changed no studio (an enquiry waiting for an admin). */
  writeNoStudio(): void {
    this.version += 1;
  }

  async mark() {
    return { version: this.version, revision: this.revision };
  }

  studiosUnchangedSince(studios: readonly number[], revision: number): boolean {
    return (
      this.reloaded <= revision && studios.every((id) => (this.studioRevisions.get(id) ?? 0) <= revision)
    );
  }
}

const studioPage = (id: number): PageRead[] => [
  { method: 'GET', path: '/api/admin/status/' },
  { method: 'GET', path: `/api/studios/studios-enhanced/${id}/` },
  { method: 'GET', path: `/api/studios/studios/${id}/parameters/categorized/` },
  { method: 'GET', path: `/api/studios/studios-enhanced/${id}/verifications/` },
];
const listPage: PageRead[] = [{ method: 'GET', path: '/api/studios/studios-enhanced/?page_size=100' }];

/** A renderer counting its renders, whose pages made `reads`. */
function renderer(reads?: readonly PageRead[]) {
  let renders = 0;
  const render = async () => cachedPage({ head: '', html: `<p>${++renders}</p>`, state: {}, reads });
  return { render, renders: () => renders };
}

describe('PageHtmlCache', () => {
  it('keeps a page until a write, renders again after one, and shares concurrent renders', async () => {
    const data = new FakeData();
    const cache = new PageHtmlCache(data);
    const { render } = renderer();
    const [a, b] = await Promise.all([cache.get('k', render), cache.get('k', render)]);
    expect(a.html).toBe('<p>1</p>');
    expect(b).toBe(a);
    expect((await cache.get('k', render)).html).toBe('<p>1</p>');
    data.write([7]);
    expect((await cache.get('k', render)).html).toBe('<p>2</p>');
    expect((await cache.get('other', render)).html).toBe('<p>3</p>');
    expect([cache.stats.hits, cache.stats.misses]).toEqual([1, 4]);
  });

  it("retires a studio's page by a change to that studio only, and a list or unknown page by any write", async () => {
    const data = new FakeData();
    const cache = new PageHtmlCache(data);
    const x = renderer(studioPage(1));
    const y = renderer(studioPage(2));
    const list = renderer(listPage);
    const unknown = renderer();
    const all = async () => [
      (await cache.get('x', x.render)).html,
      (await cache.get('y', y.render)).html,
      (await cache.get('list', list.render)).html,
      (await cache.get('unknown', unknown.render)).html,
    ];
    expect(await all()).toEqual(['<p>1</p>', '<p>1</p>', '<p>1</p>', '<p>1</p>']);
    expect(cachedPage({ head: '', html: '', state: {}, reads: studioPage(1) }).scope).toEqual({
      studios: [1],
    });

    data.write([1]);
    // Studio 1's page and the pages of everything render again; studio 2's page is a hit.
    expect(await all()).toEqual(['<p>2</p>', '<p>1</p>', '<p>2</p>', '<p>2</p>']);
    expect([x.renders(), y.renders(), list.renders(), unknown.renders()]).toEqual([2, 1, 2, 2]);

    // A write that touched no studio retires only what may show anything.
    data.writeNoStudio();
    expect(await all()).toEqual(['<p>2</p>', '<p>1</p>', '<p>3</p>', '<p>3</p>']);

    // A change of unknown scope (everything read again) retires every page.
    data.write();
    expect(await all()).toEqual(['<p>3</p>', '<p>2</p>', '<p>4</p>', '<p>4</p>']);
  });

  it("retires a studio's page after SCOPED_PAGE_MAX_AGE_MS without a write", async () => {
    let now = 1_000;
    const cache = new PageHtmlCache(new FakeData(), { clock: { now: () => now } });
    const x = renderer(studioPage(1));
    expect((await cache.get('x', x.render)).html).toBe('<p>1</p>');
    now += SCOPED_PAGE_MAX_AGE_MS - 1;
    expect((await cache.get('x', x.render)).html).toBe('<p>1</p>');
    now += 1;
    expect((await cache.get('x', x.render)).html).toBe('<p>2</p>');
  });

  it('does not keep a page rendered from data older than the one kept meanwhile', async () => {
    const data = new FakeData();
    const cache = new PageHtmlCache(data);
    let release: () => void = () => {};
    const slow = cache.get('k', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return cachedPage({ head: '', html: 'old', state: {} });
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    data.write([1]);
    expect((await cache.get('k', async () => cachedPage({ head: '', html: 'new', state: {} }))).html).toBe(
      'new',
    );
    release();
    expect((await slow).html).toBe('old');
    expect((await cache.get('k', async () => cachedPage({ head: '', html: 'again', state: {} }))).html).toBe(
      'new',
    );
  });

  it('does not keep a failed render, and stays within its size', async () => {
    const cache = new PageHtmlCache(new FakeData(), { maxBytes: 100 });
    await expect(cache.get('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await cache.get('k', async () => cachedPage({ head: '', html: 'ok', state: {} }))).html).toBe(
      'ok',
    );
    for (let i = 0; i < 10; i++)
      await cache.get(`p${i}`, async () => cachedPage({ head: '', html: 'x'.repeat(30), state: {} }));
    expect(cache.size).toBeLessThanOrEqual(3);
  });

  it('serves a page rendered while part of its data could not be read, and renders it again next time', async () => {
    const cache = new PageHtmlCache(new FakeData());
    let renders = 0;
    let apiUp = false;
    const render = async () =>
      cachedPage({ head: '', html: `<p>${++renders}</p>`, state: {}, complete: apiUp });
    const [a, b] = await Promise.all([cache.get('k', render), cache.get('k', render)]);
    expect(a.html).toBe('<p>1</p>');
    expect(b).toBe(a);
    expect(cache.size).toBe(0);
    apiUp = true;
    expect((await cache.get('k', render)).html).toBe('<p>2</p>');
    expect((await cache.get('k', render)).html).toBe('<p>2</p>');
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

  it("keeps a page's state answerable by its digest for a while after a write retired it", async () => {
    const data = new FakeData();
    const cache = new PageHtmlCache(data);
    const first = await cache.get('k', async () => cachedPage({ head: '', html: '', state: { n: 1 } }));
    expect(cache.retiredState('k', first.stateHash)).toBeUndefined();
    data.write([1]);
    const second = await cache.get('k', async () => cachedPage({ head: '', html: '', state: { n: 2 } }));
    expect(second.stateHash).not.toBe(first.stateHash);
    expect(JSON.parse(cache.retiredState('k', first.stateHash)!.identity.toString())).toEqual({ n: 1 });
    // Only under its own page's key and digest.
    expect(cache.retiredState('other', first.stateHash)).toBeUndefined();
    expect(cache.retiredState('k', second.stateHash)).toBeUndefined();
  });

  it('forgets retired states after RETIRED_STATE_MS', async () => {
    let now = 1_000;
    const data = new FakeData();
    const cache = new PageHtmlCache(data, { clock: { now: () => now } });
    const first = await cache.get('k', async () => cachedPage({ head: '', html: '', state: { n: 1 } }));
    data.write([1]);
    await cache.get('k', async () => cachedPage({ head: '', html: '', state: { n: 2 } }));
    now += RETIRED_STATE_MS - 1_000;
    expect(cache.retiredState('k', first.stateHash)).toBeDefined();
    now += 2_000;
    expect(cache.retiredState('k', first.stateHash)).toBeUndefined();
  });
});
