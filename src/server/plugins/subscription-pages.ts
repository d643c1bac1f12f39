/**
 * The pages a followed search's mail links to (product.md §17), plain HTML without script, in the
 * subscriber's language:
 *   GET  /subscriptions/confirm?token=…      a button that confirms (a mail scanner that opens the link
 *                                             confirms nothing)
 *   POST /subscriptions/confirm?token=…      confirms (single use), then digests start
 *   GET  /subscriptions/unsubscribe?token=…  a button that unsubscribes
 *   POST /subscriptions/unsubscribe?token=…  unsubscribes at once: the row deleted, its address erased
 *                                             from the outbox. RFC 8058's one-click POST (the body
 *                                             `List-Unsubscribe=One-Click`) comes without cookies, so
 *                                             these are outside /api and its CSRF check; the token is
 *                                             the authority.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { loadInstallSecret } from '../db/repositories/login-attempts';
import {
  confirmSubscription,
  eraseSubscription,
  subscriptionById,
} from '../db/repositories/search-subscriptions';
import { latestChangeId } from '../db/repositories/studio-change-reads';
import { type ReaderLocale, readerLocale } from '../lib/http/accept-language';
import { asLocale } from '../lib/reader-locale';
import { hashConfirmToken, readUnsubscribeToken } from '../lib/subscription-tokens';
import { SUBSCRIPTION_SECRET } from '../services/digest-job';
import { xmlText } from '../services/studio-feed';

const TEXTS = {
  en: {
    confirmTitle: 'Confirm your search alert',
    confirmButton: 'Confirm',
    confirmed: 'Done: you will get news of this search by mail.',
    confirmGone: 'This confirmation link is used or unknown.',
    unsubscribeTitle: 'Unsubscribe from this search alert?',
    unsubscribeButton: 'Unsubscribe',
    unsubscribed: 'You are unsubscribed, and your address is erased.',
    unsubscribeGone: 'This subscription does not exist (any more).',
    back: 'Back to the studios',
  },
  ru: {
    confirmTitle: 'Подтвердите подписку на поиск',
    confirmButton: 'Подтвердить',
    confirmed: 'Готово: новости этого поиска будут приходить на почту.',
    confirmGone: 'Ссылка уже использована или неизвестна.',
    unsubscribeTitle: 'Отписаться от новостей этого поиска?',
    unsubscribeButton: 'Отписаться',
    unsubscribed: 'Вы отписаны, ваш адрес удалён.',
    unsubscribeGone: 'Такой подписки нет (больше нет).',
    back: 'К списку студий',
  },
} as const;

/**
 * The pages' own small stylesheet (the app's is hashed per build and loads the web fonts): readable
 * measure, the app's colours, a large button, dark mode. A file, because the CSP allows no inline style.
 */
const PAGE_CSS = `:root{color-scheme:light dark;--ink:#1c1f24;--muted:#5b6270;--bg:#f7f7f5;--card:#fff;--line:#d6d8dc;--accent:#1f5fbf;--accent-ink:#fff}
@media (prefers-color-scheme:dark){:root{--ink:#eceef1;--muted:#a7adb8;--bg:#14161a;--card:#1d2026;--line:#363a43;--accent:#7fb0ff;--accent-ink:#0b1220}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--ink);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:34rem;margin:12vh auto 2rem;padding:1.5rem;background:var(--card);border:1px solid var(--line);border-radius:.75rem}
h1{font-size:1.35rem;line-height:1.3;margin:0 0 1rem}p{margin:0 0 1rem}
button{font:inherit;font-weight:600;min-height:44px;padding:.6rem 1.2rem;border:0;border-radius:.5rem;background:var(--accent);color:var(--accent-ink);cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
form{margin:0 0 1rem}a{color:var(--accent)}
@media (max-width:36rem){main{margin:0;border:0;border-radius:0;min-height:100dvh}}
`;

function page(reply: FastifyReply, status: number, locale: ReaderLocale, title: string, inner: string) {
  reply.header('Cache-Control', 'no-store');
  reply.header('Referrer-Policy', 'no-referrer');
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="stylesheet" href="/subscriptions/page.css"><title>${xmlText(title)}</title></head><body><main><h1>${xmlText(title)}</h1>${inner}<p><a href="/frontend/studios">${xmlText(TEXTS[locale].back)}</a></p></main></body></html>`,
    );
}

function tokenOf(query: unknown): string {
  const token = (query as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' ? token.slice(0, 200) : '';
}

function button(path: string, token: string, label: string): string {
  return `<form method="post" action="${xmlText(`${path}?token=${encodeURIComponent(token)}`)}"><button type="submit">${xmlText(label)}</button></form>`;
}

export default async function subscriptionPages(app: FastifyInstance): Promise<void> {
  // Mail clients send the one-click body as a form; its contents say nothing the token does not.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_r, body, done) => done(null, body),
  );
  const hidden = { schema: { hide: true } };

  app.get('/subscriptions/page.css', hidden, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('text/css; charset=utf-8').send(PAGE_CSS),
  );

  app.get('/subscriptions/confirm', hidden, async (request, reply) => {
    const locale = readerLocale(request);
    const t = TEXTS[locale];
    return page(
      reply,
      200,
      locale,
      t.confirmTitle,
      button('/subscriptions/confirm', tokenOf(request.query), t.confirmButton),
    );
  });

  app.post('/subscriptions/confirm', hidden, async (request, reply) => {
    const token = tokenOf(request.query);
    const db = app.database.db;
    const through = await latestChangeId(db);
    const row = token
      ? await app.write((tx) => confirmSubscription(tx, hashConfirmToken(token), through), {
          announce: false,
        })
      : null;
    const locale = row ? asLocale(row.locale) : readerLocale(request);
    const t = TEXTS[locale];
    if (!row) return page(reply, 404, locale, t.confirmTitle, `<p>${xmlText(t.confirmGone)}</p>`);
    return page(reply, 200, locale, t.confirmTitle, `<p>${xmlText(t.confirmed)}</p>`);
  });

  const subscriptionOf = async (token: string) => {
    const id = readUnsubscribeToken(await loadInstallSecret(app.database.db, SUBSCRIPTION_SECRET), token);
    return id === null ? null : { id, row: await subscriptionById(app.database.db, id) };
  };

  app.get('/subscriptions/unsubscribe', hidden, async (request, reply) => {
    const token = tokenOf(request.query);
    const found = await subscriptionOf(token);
    const locale = found?.row ? asLocale(found.row.locale) : readerLocale(request);
    const t = TEXTS[locale];
    if (!found?.row)
      return page(reply, 404, locale, t.unsubscribeTitle, `<p>${xmlText(t.unsubscribeGone)}</p>`);
    return page(
      reply,
      200,
      locale,
      t.unsubscribeTitle,
      button('/subscriptions/unsubscribe', token, t.unsubscribeButton),
    );
  });

  app.post('/subscriptions/unsubscribe', hidden, async (request, reply) => {
    const found = await subscriptionOf(tokenOf(request.query));
    const locale = found?.row ? asLocale(found.row.locale) : readerLocale(request);
    const t = TEXTS[locale];
    const erased = found
      ? await app.write((tx) => eraseSubscription(tx, found.id, null, 'unsubscribe'), { announce: false })
      : false;
    if (!erased) return page(reply, 404, locale, t.unsubscribeTitle, `<p>${xmlText(t.unsubscribeGone)}</p>`);
    return page(reply, 200, locale, t.unsubscribeTitle, `<p>${xmlText(t.unsubscribed)}</p>`);
  });
}
