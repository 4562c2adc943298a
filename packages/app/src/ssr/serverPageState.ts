import type { DehydratedState } from '@tanstack/query-core';

/** The id of the JSON block in which the server hands its page's state to the browser. */
export const serverPageStateId = 'pariksha-server-state';

/**
 * What the server knew when it drew the page: the language it used and the lists it fetched.
 * A JSON block, not a script, so the strict Content-Security-Policy (no inline scripts) holds.
 */
export interface ServerPageState {
  language: string;
  queries: DehydratedState;
}

/** JSON that is safe inside a <script> element: no `</script>` or `<!--` can end it early. */
export function serializePageState(state: ServerPageState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The state the server left in the page, or null (a page it did not draw, or a damaged one). */
export function readServerPageState(document: Document): ServerPageState | null {
  const text = document.getElementById(serverPageStateId)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<ServerPageState>;
    return typeof state.language === 'string' && typeof state.queries === 'object' && state.queries !== null
      ? (state as ServerPageState)
      : null;
  } catch {
    return null;
  }
}
