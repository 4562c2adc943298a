import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { AddressPage, PageAddress } from '@pariksha/server/contract/page-render';
import type { PageHandle } from '../routes/routes';

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'search' in handle && Array.isArray(handle.search);
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
 * `/course?tab=popular`, since the courses page reads only q, tab and state; `/?r=1` is `/`; every
 * address that names no page is `*`, one drawing of the not-found page. The server keys its
 * drawings by this, so a new query string or a made-up path costs no new drawing.
 */
export function pageAddressIn(routes: RouteObject[], isServerRendered: (pathname: string) => boolean): AddressPage {
  return (url: string): PageAddress | null => {
    // Read as a path on this site, even when it starts with `//`.
    const address = new URL(`http://pariksha.invalid${url.startsWith('/') ? url : `/${url}`}`);
    const path = canonicalPath(address.pathname);
    if (!isServerRendered(path)) return null;
    const page = matchRoutes(routes, path)?.at(-1);
    if (!page || page.route.path === '*') return { canonicalPath: path, key: '*' };
    const read = isPageHandle(page.route.handle) ? page.route.handle.search : [];
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
