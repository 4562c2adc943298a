import { distance } from 'fastest-levenshtein';
import type { RouteObject } from 'react-router-dom';
import type { MessageKey } from '../i18n/en';
import { translate } from '../i18n/translate';

/** A page with an address of its own (no parameter in it) and the name its title gives it. */
export interface KnownPage {
  path: string;
  title: MessageKey;
}

function titleKey(handle: unknown): MessageKey | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  return typeof handle.title === 'string' ? (handle.title as MessageKey) : undefined;
}

/** Every page of `routes` whose address is fixed (`/about`, `/dashboard/profile`), with its title. */
export function knownPages(routes: readonly RouteObject[], base = ''): KnownPage[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? base : `${base}/${route.path}`;
    if (route.children) return knownPages(route.children, path);
    if (path.includes(':') || path.includes('*')) return [];
    const title = titleKey(route.handle);
    return title === undefined ? [] : [{ path: path || '/', title }];
  });
}

/** How a path or a name is compared: lower case, words joined by hyphens as in an address. */
const comparable = (text: string) => text.trim().toLowerCase().replace(/[\s_]+/g, '-');

/** The address as typed; one that is not valid percent-encoding is compared as it is. */
function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** A mistyped address is close to a page when at most this share of its letters is wrong. */
const closeEnough = 0.4;
const mostShown = 3;

/**
 * The pages nearest to an address that names none, nearest first: `/abuot` → About Us, `/corse`
 * → Courses. Measured by edit distance against each page's address and its English name (an
 * address is typed in Latin letters), over the whole path and its first part (`/libary/x` →
 * Library). A mistyped dashboard address is compared with the dashboard's pages, any other with
 * the rest. The home page is never suggested: the not-found page has its own button for it.
 */
export function nearestPages(pathname: string, pages: readonly KnownPage[]): KnownPage[] {
  const inDashboard = /^\/dashboard\//i.test(pathname);
  const typed = comparable(decoded(pathname).replace(inDashboard ? /^\/dashboard\//i : /^\//, '').replace(/\/+$/, ''));
  if (typed === '') return [];
  const typedForms = [typed, typed.split('/')[0] ?? typed];
  const scored = pages
    .filter((page) => page.path !== '/' && page.path.startsWith('/dashboard/') === inDashboard)
    .map((page) => {
      const ownForms = [comparable(page.path.replace(/^\/(dashboard\/)?/, '')), comparable(translate('en', page.title))];
      const score = Math.min(
        ...typedForms.flatMap((form) => ownForms.map((own) => distance(form, own) / Math.max(form.length, own.length))),
      );
      return { page, score };
    })
    .filter(({ score }) => score <= closeEnough)
    .sort((a, b) => a.score - b.score || a.page.path.localeCompare(b.page.path));
  return scored.slice(0, mostShown).map(({ page }) => page);
}
