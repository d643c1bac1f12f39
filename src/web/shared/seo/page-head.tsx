/**
 * A page's head (issue 15, decisions 011 and 021): title, meta description, canonical link,
 * hreflang alternates, Open Graph and JSON-LD, described by the page itself. The head's elements are
 * data (shared/seo/head-sink.ts): on the server they come out of the same render as the page and are
 * written into <head> (entry-server.tsx); in the browser a layout effect keeps <head> equal to them,
 * the server's elements kept as they are on the first render, and a navigation swaps them. So there
 * is one description tag per page and no HTML made from strings. The JSON-LD stays in the page's
 * markup (search engines read it in the body too).
 *
 * Addresses: hreflang names the English (`?lang=en`) and Russian (`?lang=ru`) pages and, as x-default,
 * the address without a language (the server picks the reader's). The canonical address is the page's
 * own among them: with its `?lang=` when the address has one, else the one without (a canonical that
 * named another of the alternates would tell search engines this page is a copy of that one).
 * PUBLIC_URL is the origin when configured, else the page's own.
 */
import { jsonForScript } from '@domain/json-for-script';
import { WEB_BASE_PATH } from '@domain/web-routes';
import { useContext, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { commonMessages } from '@/shared/i18n/common-messages';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { LOCALES, type Locale } from '@/shared/i18n/locale';
import { useAppOrigin } from '@/shared/lib/app-origin';
import { siteConfig } from '@/shared/lib/site-config';
import {
  applyPageHead,
  clearPageHead,
  type HeadElement,
  HeadSinkContext,
  type PageHeadData,
} from './head-sink';

export interface PageHeadImage {
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

export interface PageHeadProps {
  /** The page's own name: the title reads '<title> · <app name>'; null: the app's name alone. */
  title: string | null;
  /** The whole title as it is (a studio's page), instead of `title`. */
  fullTitle?: string;
  description: string;
  /** The page's path in the app ('/studios/12'). */
  path: string;
  /** Address fields that name the content (the comparison's studios), in the canonical address too. */
  query?: Record<string, string>;
  image?: PageHeadImage | null;
  jsonLd?: Record<string, unknown> | null;
  /** A page that is not content (not found): search engines keep it out of their index. */
  noIndex?: boolean;
}

const OG_LOCALE: Record<Locale, string> = { en: 'en_US', ru: 'ru_RU' };

/** How many PageHeads are mounted: useDocumentTitle leaves the title to them. */
let mountedHeads = 0;
/** The PageHead whose head <head> shows: only it clears <head> when it goes. */
let shownHead: object | null = null;

export function pageHeadMounted(): boolean {
  return mountedHeads > 0;
}

/** The app's public origin: PUBLIC_URL, else the page's own. */
export function usePublicOrigin(): string {
  const origin = useAppOrigin();
  return siteConfig().publicUrl ?? origin;
}

/** `origin` + the app's path + `path`, with `query` and then `lang` (when given) as its fields. */
export function pageAddress(
  origin: string,
  path: string,
  query: Record<string, string> | undefined,
  lang: Locale | null,
): string {
  const fields = new URLSearchParams(query);
  if (lang) fields.set('lang', lang);
  const search = fields.toString();
  return `${origin}${WEB_BASE_PATH}${path}${search ? `?${search}` : ''}`;
}

/** A root-relative image address (/media/...) made absolute: link previews need the whole address. */
function absoluteUrl(origin: string, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url;
}

export function PageHead({
  title,
  fullTitle,
  description,
  path,
  query,
  image,
  jsonLd,
  noIndex = false,
}: PageHeadProps) {
  const { locale } = useLocale();
  const { appName } = useMessages(commonMessages);
  const origin = usePublicOrigin();
  const languageInAddress = new URLSearchParams(useLocation().search).has('lang');
  const sink = useContext(HeadSinkContext);
  const documentTitle = fullTitle ?? (title ? `${title} · ${appName}` : appName);
  const canonical = pageAddress(origin, path, query, languageInAddress ? locale : null);
  const imageUrl = image ? absoluteUrl(origin, image.url) : null;
  const meta = (attributes: Record<string, string>): HeadElement => ({ tag: 'meta', attributes });
  const link = (attributes: Record<string, string>): HeadElement => ({ tag: 'link', attributes });
  const elements: HeadElement[] = [
    meta({ name: 'description', content: description }),
    ...(noIndex ? [meta({ name: 'robots', content: 'noindex' })] : []),
    link({ rel: 'canonical', href: canonical }),
    ...LOCALES.map((lang) =>
      link({ rel: 'alternate', hreflang: lang, href: pageAddress(origin, path, query, lang) }),
    ),
    link({ rel: 'alternate', hreflang: 'x-default', href: pageAddress(origin, path, query, null) }),
    meta({ property: 'og:site_name', content: appName }),
    meta({ property: 'og:type', content: 'website' }),
    meta({ property: 'og:title', content: fullTitle ?? title ?? appName }),
    meta({ property: 'og:description', content: description }),
    meta({ property: 'og:url', content: canonical }),
    meta({ property: 'og:locale', content: OG_LOCALE[locale] }),
    ...(imageUrl && image
      ? [
          meta({ property: 'og:image', content: imageUrl }),
          ...(image.width ? [meta({ property: 'og:image:width', content: String(image.width) })] : []),
          ...(image.height ? [meta({ property: 'og:image:height', content: String(image.height) })] : []),
          meta({ property: 'og:image:alt', content: image.alt }),
        ]
      : []),
    meta({ name: 'twitter:card', content: imageUrl ? 'summary_large_image' : 'summary' }),
  ];
  const head: PageHeadData = { title: documentTitle, elements };
  // The server's render hands the head over; the browser applies it after each render that changes it.
  sink?.(head);
  const headKey = JSON.stringify(head);
  const [owner] = useState(() => ({}));
  useLayoutEffect(() => {
    mountedHeads += 1;
    return () => {
      mountedHeads -= 1;
      if (shownHead === owner) {
        shownHead = null;
        clearPageHead();
      }
    };
  }, [owner]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: headKey is the head's value; `head` is new each render.
  useLayoutEffect(() => {
    shownHead = owner;
    applyPageHead(head);
  }, [headKey, owner]);

  return jsonLd ? (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON made inert by jsonForScript (no '<', '>' or '&').
      dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }}
    />
  ) : null;
}
