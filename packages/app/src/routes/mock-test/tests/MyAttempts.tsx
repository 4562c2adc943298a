import { useAtomValue } from 'jotai';
import { useId, useMemo, useState } from 'react';
import type { MyAttempt } from '@pariksha/contract/responses';
import { AttemptList, type AttemptListItem, ProgressChart } from '@pariksha/ui';
import { failureMessage } from '../../../api/ApiError';
import { queryAtom } from '../../../data/queryAtom';
import { attemptPath } from '../../../features/attempts/attemptAddress';
import { myAttemptsQuery } from '../../../features/attempts/queries';
import { testSeriesAtom } from '../../../features/content/atoms';
import { localeAtom, translatorAtom } from '../../../features/language/atoms';
import { progressBySeries } from './progressSeries';
import * as page from '../../../layout/page.css';
import { RouterLink } from '../../../layout/RouterLink';
import { useResultLabels } from '../shared/useResultLabels';
import * as styles from './TestsPage.css';
import '../../../i18n/resultMessages';

const myAttemptsAtom = queryAtom(myAttemptsQuery);

function listItem(attempt: MyAttempt): AttemptListItem {
  const submitted = attempt.status === 'submitted';
  return {
    id: attempt.attempt_id,
    title: attempt.exam_title,
    startedAt: attempt.started_at,
    status: attempt.status,
    score: attempt.score,
    totalMarks: attempt.total_marks,
    // A retake is placed, not ranked: the list shows ranks of ranked attempts only.
    rank: attempt.ranking?.counted ? attempt.ranking.rank : null,
    candidates: attempt.ranking?.counted ? attempt.ranking.candidates : null,
    href: attemptPath(submitted ? 'result' : 'questions', attempt.attempt_id),
  };
}

/**
 * 'My attempts' (each test, date, score, rank, and Resume while one is in progress) and 'Your
 * progress': score and percentile over the attempts of one test series at a time.
 */
export function MyAttempts() {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const labels = useResultLabels();
  const attempts = useAtomValue(myAttemptsAtom);
  const series = useAtomValue(testSeriesAtom);
  const id = useId();
  const progress = useMemo(() => progressBySeries(attempts.data ?? [], series.data ?? []), [attempts.data, series.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = progress.find((one) => one.slug === chosen) ?? progress[0];

  return (
    <>
      <section className={styles.section} aria-labelledby={`${id}-attempts`}>
        <h2 id={`${id}-attempts`} className={styles.sectionTitle}>
          {t('attempts.heading')}
        </h2>
        <AttemptList
          attempts={(attempts.data ?? []).map(listItem)}
          linkComponent={RouterLink}
          labels={labels.attempts}
          locale={locale}
          loading={attempts.isPending}
          error={attempts.isError ? failureMessage(t, attempts.error) : null}
          onRetry={() => void attempts.refetch()}
        />
      </section>
      <section className={styles.section} aria-labelledby={`${id}-progress`}>
        <h2 id={`${id}-progress`} className={styles.sectionTitle}>
          {t('progress.heading')}
        </h2>
        <p className={styles.lead}>{t('progress.lead')}</p>
        {progress.length > 1 ? (
          <label className={styles.seriesPicker}>
            <span>{t('progress.series')}</span>
            <select className={page.fieldControl} value={shown?.slug} onChange={(event) => setChosen(event.target.value)}>
              {progress.map((one) => (
                <option key={one.slug} value={one.slug}>
                  {one.title}
                </option>
              ))}
            </select>
          </label>
        ) : shown === undefined ? null : (
          <p className={styles.lead}>{shown.title}</p>
        )}
        <ProgressChart
          points={shown?.points ?? []}
          labels={labels.progress}
          locale={locale}
          loading={attempts.isPending || series.isPending}
          error={attempts.isError ? failureMessage(t, attempts.error) : series.isError ? failureMessage(t, series.error) : null}
        />
      </section>
    </>
  );
}
