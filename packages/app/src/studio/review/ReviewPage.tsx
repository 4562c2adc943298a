import { useAtomValue } from 'jotai';
import { failureMessage } from '../../api/ApiError';
import { EmptyState, FailedState, LoadingState } from '../../components/PageStates';
import { queryAtom } from '../../data/queryAtom';
import { translatorAtom } from '../../features/language/atoms';
import { reviewQueueQuery } from '../api/questionsApi';
import { useStudioText } from '../i18n/studioText';
import { RoleGate } from '../layout/RequireStaff';
import * as styles from '../layout/studio.css';
import { ReviewItemCard } from './ReviewItemCard';

const reviewQueueAtom = queryAtom(reviewQueueQuery);

function ReviewQueue() {
  const t = useStudioText();
  const tApp = useAtomValue(translatorAtom);
  const queue = useAtomValue(reviewQueueAtom);
  return (
    <div className={styles.stack}>
      <div className={styles.stackTight}>
        <h1 className={styles.title}>{t('review.title')}</h1>
        <p className={styles.lead}>{t('review.lead')}</p>
      </div>
      {queue.data === undefined ? (
        queue.isError ? (
          <FailedState message={t('review.error', { message: failureMessage(tApp, queue.error) ?? '' })} error={queue.error} onRetry={queue.refetch} />
        ) : (
          <LoadingState text={t('review.loading')} />
        )
      ) : queue.data.length === 0 ? (
        <EmptyState text={t('review.empty')} />
      ) : (
        <>
          <p role="status" className={styles.muted}>
            {t('review.count', { count: queue.data.length })}
          </p>
          {queue.data.map((item) => (
            <ReviewItemCard key={`${item.key}-${item.proposed.version_id}`} item={item} />
          ))}
        </>
      )}
    </div>
  );
}

/** `/studio/review` (reviewers, admins): each question in review as a diff against what learners meet now. */
export default function ReviewPage() {
  return (
    <RoleGate ability="review">
      <ReviewQueue />
    </RoleGate>
  );
}
