import type { TestPage } from '../../../features/attempts/attemptAddress';
import type { TestSessionSnapshot } from '../../../features/attempts/TestSessionProvider';

/** The page a machine state belongs on; null while submitting (the page on screen stays). */
export function pageOf(snapshot: TestSessionSnapshot): TestPage | null {
  if (snapshot.matches('instructions')) return 'instructions';
  if (snapshot.matches('inProgress')) return 'questions';
  if (snapshot.matches('summary')) return 'summary';
  if (snapshot.matches('submitted')) return 'result';
  return null;
}
