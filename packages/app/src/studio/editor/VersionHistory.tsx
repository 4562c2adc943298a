import { useAtomValue } from 'jotai';
import type { StudioQuestion } from '@pariksha/contract/studio-questions';
import { localeAtom } from '../../features/language/atoms';
import { useStudioText } from '../i18n/studioText';
import * as styles from '../layout/studio.css';
import { StateBadge } from '../questions/StateBadge';

/** Every version, newest first, with its state and the reviewer's note when it was sent back. */
export function VersionHistory({ question }: { question: StudioQuestion }) {
  const t = useStudioText();
  const locale = useAtomValue(localeAtom);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className={styles.card} aria-labelledby="versions-title">
      <h2 id="versions-title" className={styles.cardTitle}>
        {t('editor.versions')}
      </h2>
      <ol className={styles.stackTight} reversed>
        {question.versions.map((version) => (
          <li key={version.version_id}>
            <span className={styles.actions}>
              <strong>{t('questions.version', { version: version.version })}</strong>
              <StateBadge state={version.state} />
              <time className={styles.muted} dateTime={version.updated_at}>
                {when.format(new Date(version.updated_at))}
              </time>
            </span>
            {version.review_note ? <p className={styles.muted}>{t('editor.reviewNote', { note: version.review_note })}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Learners' reports on any version of the question, newest first. */
export function QuestionReports({ question }: { question: StudioQuestion }) {
  const t = useStudioText();
  const locale = useAtomValue(localeAtom);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <section className={styles.card} aria-labelledby="reports-title">
      <h2 id="reports-title" className={styles.cardTitle}>
        {t('editor.reports')}
      </h2>
      {question.reports.length === 0 ? (
        <p className={styles.muted}>{t('editor.noReports')}</p>
      ) : (
        <ul className={styles.stackTight}>
          {question.reports.map((report) => (
            <li key={report.id}>
              <span className={styles.actions}>
                <strong>{t(`reason.${report.reason}`)}</strong>
                <span className={styles.muted}>{t(`reportStatus.${report.status}`)}</span>
                <time className={styles.muted} dateTime={report.reported_at}>
                  {when.format(new Date(report.reported_at))}
                </time>
                <span className={styles.muted}>{t('questions.version', { version: report.version })}</span>
              </span>
              {report.note ? <p>{report.note}</p> : null}
              {report.decision_note ? <p className={styles.muted}>{t('reports.answered', { note: report.decision_note })}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
