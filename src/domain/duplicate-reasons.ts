/**
 * Why a pair of studios was proposed as a likely duplicate (product.md §20), in the reader's language:
 * the admin page, the studio import's preview and the API's English `message` say it alike.
 */
import type { DuplicateReason } from './duplicate-candidates';

const number = (n: number, locale: 'en' | 'ru', digits: number) =>
  n.toLocaleString(locale === 'ru' ? 'ru-RU' : 'en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

export function duplicateReasonText(reason: DuplicateReason, locale: 'en' | 'ru'): string {
  const ru = locale === 'ru';
  switch (reason.kind) {
    case 'names_alike':
      return ru
        ? `похожие названия (${number(reason.score, locale, 2)})`
        : `names alike (${number(reason.score, locale, 2)})`;
    case 'near':
      return ru
        ? `${number(reason.km, locale, 1)} км друг от друга`
        : `${number(reason.km, locale, 1)} km apart`;
    case 'same_city':
      return ru ? `один город: ${reason.city}` : `same city: ${reason.city}`;
    case 'same_domain':
      return ru ? `один домен сайта: ${reason.domain}` : `same website domain ${reason.domain}`;
    case 'same_email':
      return ru ? `одинаковая электронная почта: ${reason.email}` : `same email: ${reason.email}`;
  }
}

/** All of a pair's reasons as one line ("names alike (0.92), 1.3 km apart"). */
export function duplicateReasonsText(reasons: readonly DuplicateReason[], locale: 'en' | 'ru'): string {
  return reasons.map((r) => duplicateReasonText(r, locale)).join(locale === 'ru' ? '; ' : ', ');
}
