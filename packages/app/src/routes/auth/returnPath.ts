/** The spec's landing page after login when the learner was not sent from anywhere. */
export const defaultLandingPath = '/dashboard/courses';

/**
 * Where the login page was sent from (the guard puts `{ from }` in the navigation state). Only
 * paths inside this app count: a crafted state can never send a learner to another site.
 */
export function returnPathFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  if (from === '/login' || from === '/signup') return null;
  return from;
}
