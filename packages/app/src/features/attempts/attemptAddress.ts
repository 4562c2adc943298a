// The attempt lives in the address (`?attempt=<uuid>`), so a reload or a second tab lands on it.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const testPaths = {
  instructions: '/dashboard/test-instruction',
  questions: '/dashboard/aptitude',
  summary: '/dashboard/test-summary',
  result: '/dashboard/test-result',
} as const;
export type TestPage = keyof typeof testPaths;

/** The attempt id of an address's query, or null when it has none or it is not a UUID. */
export function attemptIdOf(search: URLSearchParams): string | null {
  const id = search.get('attempt');
  return id !== null && uuidPattern.test(id) ? id.toLowerCase() : null;
}

export function attemptPath(page: TestPage, attemptId: string): string {
  return `${testPaths[page]}?${new URLSearchParams({ attempt: attemptId }).toString()}`;
}
