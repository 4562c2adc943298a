/**
 * The contract between the server and the app's page renderer (packages/app/src/entry-server.tsx,
 * built into dist-ssr/entry-server.js): what the server asks for, what it gets back, and the id
 * of the block in which the page's state travels to the browser. Types and one string, no code
 * the browser would download.
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
}

/** The renderer's one export; null means "not a page the server draws" (the dashboard, a redirect). */
export type RenderPage = (request: RenderRequest) => Promise<RenderedPage | null>;

/** The id of the `<script type="application/json">` block holding the page's state. */
export const pageStateElementId = 'pariksha-server-state';
