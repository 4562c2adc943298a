import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { AddressPage, PageAddress } from '@pariksha/contract/page-render';
import { knownPages, nearestPages, type KnownPage } from '../routes/nearestPages';

/** The query parameters a route's handle says its page reads (routes.tsx's PageHandle). */
function searchOf(handle: unknown): readonly string[] {
  if (typeof handle !== 'object' || handle === null || !('search' in handle) || !Array.isArray(handle.search)) return [];
  return handle.search.filter((name): name is string => typeof name === 'string');
}

/**
 * The path as the site writes it: lower case, single slashes, no trailing slash (`/About/` is
 * `/about`). Never `//…`, which a browser would read as another site's address.
 */
export function canonicalPath(pathname: string): string {
  const path = pathname.toLowerCase().replace(/\/{2,}/g, '/');
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/**
 * A page's address for the server's drawings (see PageAddress): `/course?tab=popular&utm=x` is
 * `/course?tab=popular`, since the courses page reads only q, tab and state; `/?r=1` is `/`; an
 * address that names no page is `*` followed by the pages its not-found page suggests
 * (`/abuot` is `*` then `/about`; most made-up paths are plain `*`). The server keys its drawings by
 * this, so a new query string or a made-up path costs no new drawing: there are only so many
 * sets of suggestions.
 */
export function pageAddressIn(routes: RouteObject[], isServerRendered: (pathname: string) => boolean): AddressPage {
  let pages: KnownPage[] | undefined;
  const notFoundKey = (path: string) => {
    pages ??= knownPages(routes);
    return `*${nearestPages(path, pages)
      .map((page) => page.path)
      .join(',')}`;
  };
  return (url: string): PageAddress | null => {
    // Read as a path on this site, even when it starts with `//`.
    const address = new URL(`http://pariksha.invalid${url.startsWith('/') ? url : `/${url}`}`);
    const path = canonicalPath(address.pathname);
    if (!isServerRendered(path)) return null;
    const page = matchRoutes(routes, path)?.at(-1);
    if (!page || page.route.path === '*') return { canonicalPath: path, key: notFoundKey(path) };
    const read = searchOf(page.route.handle);
    const kept = new URLSearchParams();
    for (const name of read) {
      const value = address.searchParams.get(name);
      if (value) kept.set(name, value);
    }
    kept.sort();
    const query = kept.toString();
    return { canonicalPath: path, key: query ? `${path}?${query}` : path };
  };
}
