/**
 * One language's messages per page (issue 33; decision 022). Every message catalog is written as
 * `defineMessages({ en: {...}, ru: {...} })` (src/web/shared/i18n/define-messages.ts), typed and
 * checked in both languages. In the browser's build this plugin moves each language's texts out of
 * the catalog's module into a module of its own, `<catalog>?vp-messages=<lang>`, which the catalog
 * loads on demand (lazy-messages.ts): a page fetches the texts of its own language only. The server's
 * build, the dev server and the tests keep the catalogs whole.
 *
 * The language module is the catalog's own code with each catalog replaced by its texts in that
 * language, collected in its default export (in the order the catalogs appear): whatever the texts
 * use (plural helpers, the domain's words, the module's own constants) is still in scope, and what
 * they do not use is dropped by the bundler.
 */
import type { Plugin } from 'vite';
import { parseAst } from 'vite';

export const LOCALES = ['en', 'ru'] as const;
const QUERY = '?vp-messages=';
/** The runtime's module: a language's texts are loaded through it. */
const LAZY_MESSAGES_MODULE = '@/shared/i18n/lazy-messages';

interface Range {
  start: number;
  end: number;
}

interface CatalogCall {
  /** The whole `defineMessages(...)` call. */
  call: Range;
  /** Each language's texts (the value of its property). */
  texts: Record<(typeof LOCALES)[number], Range>;
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** Every `defineMessages({ en: ..., ru: ... })` call of the module, in source order. */
export function findCatalogCalls(code: string): CatalogCall[] {
  if (!code.includes('defineMessages(')) return [];
  const calls: CatalogCall[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node;
      const [argument] = node.arguments as Node[];
      if (
        callee.type === 'Identifier' &&
        callee.name === 'defineMessages' &&
        argument?.type === 'ObjectExpression'
      ) {
        const texts: Partial<CatalogCall['texts']> = {};
        for (const property of argument.properties as Node[]) {
          const key = property.key as Node | undefined;
          const name = key?.type === 'Identifier' ? key.name : key?.type === 'Literal' ? key.value : null;
          const value = property.value as Node | undefined;
          if (property.type === 'Property' && value && LOCALES.includes(name as never)) {
            texts[name as (typeof LOCALES)[number]] = { start: value.start, end: value.end };
          }
        }
        if (LOCALES.every((locale) => texts[locale])) {
          calls.push({ call: { start: node.start, end: node.end }, texts: texts as CatalogCall['texts'] });
          return;
        }
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'type' && key !== 'start' && key !== 'end') visit(value);
    }
  };
  visit(parseAst(code));
  return calls;
}

/** `code` with each range replaced by `replace(range, index)`, ranges in source order. */
function replaceRanges<R extends Range>(
  code: string,
  ranges: R[],
  replace: (range: R, index: number) => string,
) {
  let out = '';
  let at = 0;
  ranges.forEach((range, index) => {
    out += code.slice(at, range.start) + replace(range, index);
    at = range.end;
  });
  return out + code.slice(at);
}

/**
 * The catalog module: each language's texts replaced by its loader, and each catalog marked pure (it
 * notes itself in a registry, lazy-messages.ts, which no page needs of a catalog nothing reads: the
 * bundler drops such a catalog, the form built only on the server reads one).
 */
export function catalogModule(code: string, id: string, calls: CatalogCall[]): string {
  const edits = calls
    .flatMap((call, index) => [
      { start: call.call.start, end: call.call.start, pure: true, locale: 'en', index },
      ...LOCALES.map((locale) => ({ ...call.texts[locale], pure: false, locale, index })),
    ])
    .sort((a, b) => a.start - b.start);
  const body = replaceRanges(code, edits, ({ pure, locale, index }) =>
    pure
      ? '/* @__PURE__ */ '
      : `__vpLazyMessages(() => import(${JSON.stringify(`${id}${QUERY}${locale}`)}).then((m) => m.default[${index}]))`,
  );
  return `import { lazyMessages as __vpLazyMessages } from ${JSON.stringify(LAZY_MESSAGES_MODULE)};\n${body}`;
}

/** The module of one language's texts: each catalog replaced by them, all of them its default export. */
export function languageModule(code: string, calls: CatalogCall[], locale: (typeof LOCALES)[number]): string {
  const body = replaceRanges(
    code,
    calls.map((call) => call.call),
    (_call, index) => {
      const text = calls[index]!.texts[locale];
      return `(__vpTexts[${index}] = ${code.slice(text.start, text.end)})`;
    },
  );
  return `const __vpTexts = [];\n${body}\nexport default __vpTexts;\n`;
}

export function localeMessages(): Plugin {
  /** The language modules' code, made when their catalog's module is transformed. */
  const languageCode = new Map<string, string>();
  return {
    name: 'vp-locale-messages',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    load(id) {
      return languageCode.get(id) ?? null;
    },
    transform(code, id) {
      if (id.includes('?') || id.includes('\0') || id.includes('/node_modules/')) return null;
      const calls = findCatalogCalls(code);
      if (calls.length === 0) return null;
      for (const locale of LOCALES)
        languageCode.set(`${id}${QUERY}${locale}`, languageModule(code, calls, locale));
      return { code: catalogModule(code, id, calls), map: null };
    },
  };
}

/** The catalog a language module belongs to, and its language; null for any other module. */
export function languageModuleOf(id: string): { catalog: string; locale: string } | null {
  const at = id.indexOf(QUERY);
  return at < 0 ? null : { catalog: id.slice(0, at), locale: id.slice(at + QUERY.length) };
}
