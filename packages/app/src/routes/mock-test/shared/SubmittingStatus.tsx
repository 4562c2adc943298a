import { useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { Button, StatusMessage } from '@pariksha/ui';
import type { TestSessionActor } from '../../../features/attempts/TestSessionProvider';
import { translatorAtom } from '../../../features/language/atoms';
import * as styles from './test.css';

/**
 * While the attempt is being submitted (by the learner or at the deadline): what is happening,
 * and, when it failed, that nothing is lost and a way to try again at once.
 */
export function SubmittingStatus({ actor }: { actor: TestSessionActor }) {
  const t = useAtomValue(translatorAtom);
  const failed = useSelector(actor, (snapshot) => snapshot.matches({ submitting: 'failed' }));
  const byDeadline = useSelector(actor, (snapshot) => snapshot.context.submittedBy === 'deadline');
  if (failed) {
    return (
      <div className={styles.page}>
        <StatusMessage tone="critical">{t('test.submitFailed')}</StatusMessage>
        <div className={styles.actions}>
          <Button onClick={() => actor.send({ type: 'RETRY' })}>{t('test.tryAgain')}</Button>
        </div>
      </div>
    );
  }
  return (
    <StatusMessage tone="neutral" busy>
      {byDeadline ? t('test.timeUp') : t('test.submitting')}
    </StatusMessage>
  );
}
