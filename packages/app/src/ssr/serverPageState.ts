import type { DehydratedState } from '@tanstack/query-core';
import { pageStateElementId } from '@pariksha/contract/page-render';

/**
 * What the server knew when it drew the page: the language it used, the lists it fetched and
 * its routes' loader data (for the browser's router to start where the server's ended, without
 * running the loaders again). A JSON block, not a script, so the strict Content-Security-Policy
 * (no inline scripts) holds.
 */
export interface ServerPageState {
  language: string;
  queries: DehydratedState;
  routes: Record<string, unknown>;
}

/** JSON that is safe inside a <script> element: no `</script>` or `<!--` can end it early. */
export function serializePageState(state: ServerPageState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDehydratedState(value: unknown): value is DehydratedState {
  return isRecord(value) && Array.isArray(value.queries) && Array.isArray(value.mutations);
}

/** The state the server left in the page, or null (a page it did not draw, or a damaged one). */
export function readServerPageState(document: Document): ServerPageState | null {
  const text = document.getElementById(pageStateElementId)?.textContent;
  if (!text) return null;
  try {
    const state: unknown = JSON.parse(text);
    if (!isRecord(state)) return null;
    const { language, queries, routes } = state;
    return typeof language === 'string' && isDehydratedState(queries) && isRecord(routes)
      ? { language, queries, routes }
      : null;
  } catch {
    return null;
  }
}
