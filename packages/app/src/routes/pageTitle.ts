import type { DataTag, QueryClient, QueryKey } from '@tanstack/query-core';
import type { Params } from 'react-router-dom';
import type { QueryScope } from '../data/scope';
import type { MessageKey } from '../i18n/en';

/** A query factory, or anything else that names a query's key in the reader's scope. */
export type KeyedQuery<Data> = (scope: QueryScope) => { queryKey: DataTag<QueryKey, Data, unknown> };

/** What a page's title may be worked out from: the reader's strings, the address and the page's data. */
export interface TitleSource {
  t: (key: MessageKey, values?: Record<string, string | number>) => string;
  language: string;
  params: Params;
  search: URLSearchParams;
  /**
   * A query's data when the cache holds it (the page's loader asked for it); else undefined. Named
   * by its factory, or by its key alone (attemptKey) where the factory's module stays out of the shell.
   */
  cached: <Data>(query: KeyedQuery<Data>) => Data | undefined;
}

/**
 * A page's name in the browser tab, before ' — Pariksha': a string of the shell's catalogue
 * (en.ts, which every page has at hand), or worked out from the page's data, e.g. an exam's title.
 */
export type PageTitle = MessageKey | ((source: TitleSource) => string);

/** A route's `handle` as far as titles go (routes.tsx's PageHandle has it). */
function titleOf(handle: unknown): PageTitle | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  const { title } = handle;
  return typeof title === 'string' || typeof title === 'function' ? (title as PageTitle) : undefined;
}

/** A matched route, as both the data router (useMatches) and the static handler's context give it. */
interface TitledMatch {
  params: Params;
  handle?: unknown;
  route?: { handle?: unknown };
}

/** The query cache's data for a factory in the reader's scope. */
export function cacheReader(client: QueryClient, scope: QueryScope): TitleSource['cached'] {
  return (query) => client.getQueryData(query(scope).queryKey);
}

/**
 * The document's title for the deepest matched page that names one: 'SBI PO Prelims — Pariksha',
 * in the reader's language. The browser (RootLayout) and the server's drawing (entry-server) both
 * ask this, so every route's title is set in one place: its `handle` in routes.tsx.
 */
export function documentTitle(matches: readonly TitledMatch[], source: Omit<TitleSource, 'params'>): string {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    const title = match && titleOf(match.handle ?? match.route?.handle);
    if (match && title !== undefined) {
      const page = typeof title === 'function' ? title({ ...source, params: match.params }) : source.t(title);
      return source.t('title.page', { page });
    }
  }
  return source.t('app.name');
}
