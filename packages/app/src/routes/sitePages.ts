import { knownPages, type KnownPage } from './nearestPages';
import { appRoutes } from './routes';

let pages: KnownPage[] | undefined;

/**
 * The app's pages with a fixed address, read from its routes on first use (the routes load the
 * not-found page, so it must not read them while they are being made).
 */
export function sitePages(): KnownPage[] {
  pages ??= knownPages(appRoutes);
  return pages;
}
