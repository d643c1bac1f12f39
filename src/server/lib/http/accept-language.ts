import type { FastifyRequest } from 'fastify';

/** The reader's language from Accept-Language: the most preferred of ours (en, ru), else English. */
export type ReaderLocale = 'en' | 'ru';

export function localeFromAcceptLanguage(header: string | undefined): ReaderLocale {
  if (!header) return 'en';
  let best: { locale: ReaderLocale; q: number } | null = null;
  for (const part of header.split(',').slice(0, 50)) {
    const [tag = '', ...params] = part.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    if (language !== 'en' && language !== 'ru') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: language, q };
  }
  return best?.locale ?? 'en';
}

/** The reader's language for mail: the page's (the lang cookie), else Accept-Language. */
export function readerLocale(request: FastifyRequest): ReaderLocale {
  const cookie = request.cookies.lang;
  if (cookie === 'en' || cookie === 'ru') return cookie;
  return localeFromAcceptLanguage(request.headers['accept-language']);
}
