import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { failureMessage } from '../../api/ApiError';
import { EmptyState, FailedState, LoadingState } from '../../components/PageStates';
import { queryAtom } from '../../data/queryAtom';
import { translatorAtom } from '../../features/language/atoms';
import { itemQualityQuery } from '../api/questionsApi';
import { useStudioText } from '../i18n/studioText';
import { RoleGate } from '../layout/RequireStaff';
import * as styles from '../layout/studio.css';
import { QualityCard } from './QualityCard';

function Quality() {
  const t = useStudioText();
  const tApp = useAtomValue(translatorAtom);
  const queue = useAtomValue(useMemo(() => queryAtom(itemQualityQuery), []));
  return (
    <div className={styles.stack}>
      <div className={styles.stackTight}>
        <h1 className={styles.title}>{t('quality.title')}</h1>
        <p className={styles.lead}>{t('quality.lead')}</p>
      </div>
      {queue.data === undefined ? (
        queue.isError ? (
          <FailedState message={t('quality.error', { message: failureMessage(tApp, queue.error) ?? '' })} error={queue.error} onRetry={queue.refetch} />
        ) : (
          <LoadingState text={t('quality.loading')} />
        )
      ) : queue.data.length === 0 ? (
        <EmptyState text={t('quality.empty')} />
      ) : (
        queue.data.map((entry) => <QualityCard key={entry.question_id} entry={entry} />)
      )}
    </div>
  );
}

/** `/studio/quality` (reviewers, admins): one review queue of the questions in use that need a look. */
export default function QualityPage() {
  return (
    <RoleGate ability="reports">
      <Quality />
    </RoleGate>
  );
}
