import type { ServerPageState } from '../ssr/serverPageState';

/** What main.tsx knows at start, before anything is drawn. */
export interface StartingPoint {
  /** The state block the server left in the page, or null. */
  serverPage: ServerPageState | null;
  /** The reader's language (local storage). */
  language: string;
  /** `#root` holds the server's HTML. */
  hasServerHtml: boolean;
  /** A token is stored: the server drew the page for a signed-out visitor. */
  signedIn: boolean;
}

/** How the browser starts: taking the server's page over as it is, or drawing its own. */
export type Start =
  | { kind: 'take-over'; serverPage: ServerPageState }
  | { kind: 'draw'; serverPage: ServerPageState | null };

/**
 * The server's HTML is taken over (hydrated) only when it is this reader's page: drawn in their
 * language, for a signed-out visitor (a signed-in learner's header differs). Otherwise the
 * browser draws the page; the server's lists are still used when they are in the reader's
 * language, so nothing is downloaded twice.
 */
export function decideStart({ serverPage, language, hasServerHtml, signedIn }: StartingPoint): Start {
  const sameLanguage = serverPage !== null && serverPage.language === language;
  if (sameLanguage && hasServerHtml && !signedIn) return { kind: 'take-over', serverPage };
  return { kind: 'draw', serverPage: sameLanguage ? serverPage : null };
}
