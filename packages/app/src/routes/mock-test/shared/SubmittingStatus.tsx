import { useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { FailedState, LoadingState } from '../../../components/PageStates';
import type { TestSessionActor } from '../../../features/attempts/TestSessionProvider';
import { translatorAtom } from '../../../features/language/atoms';

/**
 * While the attempt is being submitted (by the learner or at the deadline): what is happening,
 * and, when it failed, that nothing is lost and a way to try again at once.
 */
export function SubmittingStatus({ actor }: { actor: TestSessionActor }) {
  const t = useAtomValue(translatorAtom);
  const failed = useSelector(actor, (snapshot) => snapshot.matches({ submitting: 'failed' }));
  const byDeadline = useSelector(actor, (snapshot) => snapshot.context.submittedBy === 'deadline');
  // The machine keeps the answers and tries again by itself; Try again does it at once.
  if (failed) return <FailedState message={t('test.submitFailed')} onRetry={() => actor.send({ type: 'RETRY' })} />;
  return <LoadingState text={byDeadline ? t('test.timeUp') : t('test.submitting')} />;
}
