/**
 * A page's head (issue 15, decision 011): title, meta description, canonical link, hreflang
 * alternates, Open Graph and JSON-LD, rendered by the page itself. React 19 hoists <title>, <meta>
 * and <link> into the document's head: on the server they come out of the same render as the page
 * (entry-server.tsx moves them into <head>), in the browser hydration takes over the server's
 * elements and a navigation swaps them. So there is one description tag per page and no HTML made
 * from strings. The JSON-LD stays where it is rendered (search engines read it in the body too).
 *
 * Addresses: hreflang names the English (`?lang=en`) and Russian (`?lang=ru`) pages and, as x-default,
 * the address without a language (the server picks the reader's). The canonical address is the page's
 * own among them: with its `?lang=` when the address has one, else the one without (a canonical that
 * named another of the alternates would tell search engines this page is a copy of that one).
 * PUBLIC_URL is the origin when configured, else the page's own.
 */
import { jsonForScript } from '@domain/json-for-script';
import { WEB_BASE_PATH } from '@domain/web-routes';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { commonMessages } from '@/shared/i18n/common-messages';
import { useLocale, useMessages } from '@/shared/i18n/i18n-provider';
import { LOCALES, type Locale } from '@/shared/i18n/locale';
import { useAppOrigin } from '@/shared/lib/app-origin';
import { siteConfig } from '@/shared/lib/site-config';

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
  useLayoutEffect(() => {
    mountedHeads += 1;
    return () => {
      mountedHeads -= 1;
    };
  }, []);

  const documentTitle = fullTitle ?? (title ? `${title} · ${appName}` : appName);
  const canonical = pageAddress(origin, path, query, languageInAddress ? locale : null);
  const imageUrl = image ? absoluteUrl(origin, image.url) : null;
  return (
    <>
      <title>{documentTitle}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={canonical} />
      {LOCALES.map((lang) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={pageAddress(origin, path, query, lang)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={pageAddress(origin, path, query, null)} />
      <meta property="og:site_name" content={appName} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={fullTitle ?? title ?? appName} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={OG_LOCALE[locale]} />
      {imageUrl && image ? (
        <>
          <meta property="og:image" content={imageUrl} />
          {image.width ? <meta property="og:image:width" content={String(image.width)} /> : null}
          {image.height ? <meta property="og:image:height" content={String(image.height)} /> : null}
          <meta property="og:image:alt" content={image.alt} />
        </>
      ) : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      {jsonLd ? (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON made inert by jsonForScript (no '<', '>' or '&').
          dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }}
        />
      ) : null}
    </>
  );
}
