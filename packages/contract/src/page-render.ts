/**
 * The contract between the server and the app's page renderer (packages/app/src/entry-server.tsx,
 * built into dist-ssr/entry-server.js): what the server asks for, what it gets back, the id of
 * the block in which the page's state travels to the browser, and the cookie that says which
 * language to draw in. Without zod: the browser's shell imports the id and the cookie's name.
 */

/** An api/v1 GET answered inside the server process (no network): status and parsed body. */
export type ApiFetch = (path: string) => Promise<{ status: number; body: unknown }>;

export interface RenderRequest {
  /** The page's path and query, e.g. `/course?tab=popular`. */
  url: string;
  /** The reader's language (their `lang` cookie, already checked with isPageLanguage), e.g. `hi`. */
  language: string;
  fetchApi: ApiFetch;
}

export interface RenderedPage {
  status: number;
  /** The inside of `<div id="root">`. */
  html: string;
  /** JSON for the page-state block, safe inside a `<script>` element. */
  state: string;
  /** The document's title in the page's language, as plain text (the server escapes it). */
  title: string;
}

/** Draws a page; null means "not a page the server draws" (the dashboard, a redirect, failed data). */
export type RenderPage = (request: RenderRequest) => Promise<RenderedPage | null>;

/**
 * Where a page is, as far as its drawing goes: its canonical path (lower case, no trailing
 * slash) and the key of its drawing, which holds only what changes the page (the path and the
 * query parameters that page reads). An address that names no page has a key starting with `*`
 * (see isNotFoundKey): `*` itself, or `*` and the pages its not-found page suggests, so a few
 * drawings serve every made-up address.
 */
export interface PageAddress {
  canonicalPath: string;
  key: string;
}

/** Whether a drawing's key is the not-found page's (an address that names no page). */
export function isNotFoundKey(key: string): boolean {
  return key.startsWith('*');
}

/** The renderer's second export: a page's address, or null for pages left to the browser. */
export type AddressPage = (url: string) => PageAddress | null;

/** The id of the `<script type="application/json">` block holding the page's state. */
export const pageStateElementId = 'pariksha-server-state';

/**
 * The cookie that carries the reader's language (`en`, `hi`, …) to the server, which draws the
 * public pages in it. The app writes it whenever the language changes.
 */
export const languageCookieName = 'lang';

/** The web manifest that names the installed app in a page's language (the app's public/ folder). */
export const manifestHref = (language: string): string => (language === 'hi' ? '/manifest.hi.webmanifest' : '/manifest.webmanifest');

/**
 * Whether a cookie's value may be used as the language a page is drawn in: a plain two- or
 * three-letter code. The cookie is the visitor's to write; anything else means English.
 */
export function isPageLanguage(value: string): boolean {
  return /^[a-z]{2,3}$/.test(value);
}
