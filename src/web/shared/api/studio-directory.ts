/**
 * The studio directory's data: every page of studios-enhanced (page_size 100) until `next` is null,
 * at most siteConfig().listMaxPages pages (product.md §9: 10 by default). The list endpoint carries the
 * attributes the cards and filters read, so there is no request per card.
 */
import { decodeHtmlEntities } from '@domain/html-entities';
import { LIST_PAGE_SIZE } from '@domain/limits';
import type { Studio, StudioPage } from '@domain/schemas/studio-schemas';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/shared/lib/api-client';
import { siteConfig } from '@/shared/lib/site-config';
import { studioKeys } from './studio-keys';

/** A studio of the directory: `name` decoded on load (product.md §3), the name as stored in `rawName`. */
export type DirectoryStudio = Studio & { rawName: string };

export interface StudioDirectory {
  studios: DirectoryStudio[];
  /** The API's count; more than studios.length when the page ceiling cut the list short. */
  count: number;
}

const ENDPOINT = '/api/studios/studios-enhanced/';

function pageUrl(page: number): string {
  return `${ENDPOINT}?page=${page}&page_size=${LIST_PAGE_SIZE}`;
}

export function toDirectoryStudio(studio: Studio): DirectoryStudio {
  return { ...studio, name: decodeHtmlEntities(studio.name), rawName: studio.name };
}

async function fetchPage(page: number, signal?: AbortSignal): Promise<StudioPage> {
  return (await apiFetch<StudioPage>(pageUrl(page), { signal })).data;
}

/** A later page; null when it no longer exists (the list shrank while it was read). */
async function fetchLaterPage(page: number, signal?: AbortSignal): Promise<StudioPage | null> {
  try {
    return await fetchPage(page, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Reads the first page, then the rest. The pages after the first are requested together (their
 * number is known from `count`), and reading stops at the first page whose `next` is null.
 */
export async function fetchStudioDirectory(
  signal?: AbortSignal,
  maxPages: number = siteConfig().listMaxPages,
): Promise<StudioDirectory> {
  const limit = Math.max(1, Math.floor(maxPages) || 1);
  const first = await fetchPage(1, signal);
  const pages: StudioPage[] = [first];
  if (first.next !== null && limit > 1) {
    const expected = Math.min(limit, Math.ceil(first.count / LIST_PAGE_SIZE));
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, expected - 1) }, (_, i) => fetchLaterPage(i + 2, signal)),
    );
    let last: StudioPage | null = first;
    for (const page of rest) {
      if (!page) {
        last = null;
        break;
      }
      pages.push(page);
      last = page;
      if (page.next === null) break;
    }
    // The list grew while it was read: keep following `next` up to the ceiling.
    while (last && last.next !== null && pages.length < limit) {
      last = await fetchLaterPage(pages.length + 1, signal);
      if (last) pages.push(last);
    }
  }
  const seen = new Set<number>();
  const studios: DirectoryStudio[] = [];
  for (const page of pages) {
    for (const studio of page.results) {
      if (seen.has(studio.id)) continue; // a studio shifted across pages between two requests
      seen.add(studio.id);
      studios.push(toDirectoryStudio(studio));
    }
  }
  return { studios, count: first.count };
}

/** The directory's query (the compare picker selects from it too). */
export function studioDirectoryQuery() {
  return queryOptions({
    queryKey: studioKeys.directory(),
    queryFn: ({ signal }) => fetchStudioDirectory(signal),
  });
}
