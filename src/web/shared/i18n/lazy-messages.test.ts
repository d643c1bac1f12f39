import { describe, expect, it } from 'vitest';
import { preloadable } from '@/shared/lib/lazy-named';
import { LazyMessages, loadMessages, messagesReady, noteCatalog } from './lazy-messages';

/** A loader whose texts come when the test says. */
function deferredTexts(texts: Record<string, string>) {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  let asked = 0;
  const messages = new LazyMessages(async () => {
    asked += 1;
    await arrived;
    return texts;
  });
  return { messages, arrive, asked: () => asked };
}

async function settledWithin(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return settled;
}

describe('texts loaded on demand', () => {
  it('code loaded later renders only once the texts of the catalogs it brought are here', async () => {
    await loadMessages('en');
    // The module of a page loaded on demand notes its catalog when it runs (defineMessages).
    const texts = deferredTexts({ title: 'Studios' });
    const Page = preloadable(async () => {
      noteCatalog({ en: texts.messages, ru: new LazyMessages(async () => ({ title: 'Студии' })) });
      return () => null;
    });
    const preloaded = Page.preload();
    expect(await settledWithin(preloaded)).toBe(false);
    expect(await settledWithin(messagesReady())).toBe(false);
    // Only the language shown is fetched.
    expect(texts.asked()).toBe(1);
    texts.arrive();
    await preloaded;
    expect(await settledWithin(messagesReady())).toBe(true);
  });
});
