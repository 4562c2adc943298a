import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy routes the address matches, before the router is made. The server drew those
 * pages; the browser must have their code at its first render to take the HTML over as it is,
 * instead of showing nothing while the page's chunk arrives.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
