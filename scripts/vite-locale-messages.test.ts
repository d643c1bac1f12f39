import { describe, expect, it } from 'vitest';
import { catalogModule, findCatalogCalls, languageModule, languageModuleOf } from './vite-locale-messages';

const SOURCE = `import { defineMessages, pluralRu } from '@/shared/i18n/define-messages';
const studiosRu = (n) => pluralRu(n, { one: 'студия', few: 'студии', many: 'студий' });
export const SHARED = 'kept';
export const listMessages = defineMessages({
  en: { title: 'Studios', count: (p) => \`\${p.n} studios\` },
  ru: { title: 'Студии', count: (p) => \`\${p.n} \${studiosRu(p.n)}\` },
});
`;

/** A module's code run as a function body: its default export returned, its imports given. */
function run(code: string, imports: Record<string, unknown>): unknown {
  const body = code
    .replace(/^import .*$/m, '')
    .replace('export default ', 'return ')
    .replaceAll('export const ', 'const ');
  return new Function(...Object.keys(imports), body)(...Object.values(imports));
}

const pluralRu = (n: number, forms: { one: string; few: string; many: string }) =>
  n % 10 === 1 && n % 100 !== 11 ? forms.one : n % 10 >= 2 && n % 10 <= 4 ? forms.few : forms.many;

describe('one language per page: the catalogs in the browser build', () => {
  it('finds each catalog and the place of its texts in each language', () => {
    const [call, ...rest] = findCatalogCalls(SOURCE);
    expect(rest).toEqual([]);
    expect(SOURCE.slice(call!.texts.en.start, call!.texts.en.end)).toMatch(/^\{ title: 'Studios'/);
    expect(SOURCE.slice(call!.texts.ru.start, call!.texts.ru.end)).toMatch(/^\{ title: 'Студии'/);
    expect(SOURCE.slice(call!.call.start, call!.call.end)).toMatch(/^defineMessages\(\{[\s\S]*\}\)$/);
    expect(findCatalogCalls("export const x = defineMessages({ en: { a: 'A' } });")).toEqual([]);
    expect(findCatalogCalls('export const x = 1;')).toEqual([]);
  });

  it('leaves no text of either language in the catalog module, only their loaders', () => {
    const code = catalogModule(SOURCE, '/app/list-messages.ts', findCatalogCalls(SOURCE));
    expect(code).not.toContain('Studios');
    expect(code).not.toContain('Студии');
    expect(code).toContain(
      '__vpLazyMessages(() => import("/app/list-messages.ts?vp-messages=en").then((m) => m.default[0]))',
    );
    expect(code).toContain('import("/app/list-messages.ts?vp-messages=ru")');
    expect(code).toContain("export const SHARED = 'kept';");
    // Marked pure: a catalog nothing reads is dropped.
    expect(code).toContain('export const listMessages = /* @__PURE__ */ defineMessages({');
  });

  it('gives each language module its own texts, working with what the module defines', () => {
    const calls = findCatalogCalls(SOURCE);
    const [ru] = run(languageModule(SOURCE, calls, 'ru'), { pluralRu }) as {
      title: string;
      count(p: { n: number }): string;
    }[];
    expect(ru!.title).toBe('Студии');
    expect(ru!.count({ n: 3 })).toBe('3 студии');
    const en = languageModule(SOURCE, calls, 'en');
    expect(en).not.toContain("title: 'Студии'");
    const [english] = run(en, { pluralRu }) as { title: string; count(p: { n: number }): string }[];
    expect(english!.count({ n: 2 })).toBe('2 studios');
  });

  it('names a language module by its catalog and language', () => {
    expect(languageModuleOf('/app/list-messages.ts?vp-messages=ru')).toEqual({
      catalog: '/app/list-messages.ts',
      locale: 'ru',
    });
    expect(languageModuleOf('/app/list-messages.ts')).toBeNull();
  });
});
