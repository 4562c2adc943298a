import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { Button, StatusMessage } from '@pariksha/ui';
import { apiAtom } from '../../api/apiAtom';
import { localeAtom } from '../../features/language/atoms';
import { RouterLink } from '../../layout/RouterLink';
import { decideReport, type StudioQuestionReport } from '../api/questionsApi';
import { TextArea } from '../editor/TextArea';
import { useStudioText } from '../i18n/studioText';
import * as styles from '../layout/studio.css';
import { useDecision } from '../layout/useDecision';
import { questionPath } from '../questions/QuestionsPage';

/** One learner's report: the question's excerpt, the reason and note; accept or reject with a line the learner reads. */
export function ReportCard({ report }: { report: StudioQuestionReport }) {
  const t = useStudioText();
  const locale = useAtomValue(localeAtom);
  const api = useAtomValue(apiAtom);
  const id = useId();
  const { note, setNote, noteError, alert, busy, decide } = useDecision(
    (decision, words) => decideReport(api, report.id, decision, words),
    t('reports.noteRequired'),
    t('reports.decided'),
  );
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <article className={styles.card} aria-labelledby={`${id}-title`}>
      <div className={styles.actions}>
        <h2 id={`${id}-title`} className={styles.cardTitle}>
          {t(`reason.${report.reason}`)}
        </h2>
        <time className={styles.muted} dateTime={report.reported_at}>
          {when.format(new Date(report.reported_at))}
        </time>
      </div>
      <p>
        <RouterLink href={questionPath(report.key)} className={styles.link}>
          {report.key}
        </RouterLink>{' '}
        <span className={styles.muted}>{t('questions.version', { version: report.version })}</span>
      </p>
      <blockquote className={styles.muted}>{report.excerpt}</blockquote>
      <p>{report.note ? t('reports.learnerNote', { note: report.note }) : t('reports.noNote')}</p>
      {report.status === 'received' ? (
        <>
          {alert ? <StatusMessage tone="critical">{alert}</StatusMessage> : null}
          <TextArea label={t('reports.answer')} hint={t('reports.answerHint')} name={`answer-${report.id}`} rows={2} value={note} onChange={setNote} error={noteError} />
          <div className={styles.actions}>
            <Button onClick={() => void decide('accepted')} loading={busy === 'accepted'}>
              {t('reports.accept')}
            </Button>
            <Button variant="outline" onClick={() => void decide('rejected')} loading={busy === 'rejected'}>
              {t('reports.reject')}
            </Button>
          </div>
        </>
      ) : report.decision_note ? (
        <p className={styles.muted}>{t('reports.answered', { note: report.decision_note })}</p>
      ) : null}
    </article>
  );
}
