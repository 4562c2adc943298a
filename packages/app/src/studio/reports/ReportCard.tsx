import { useAtomValue, useStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useId, useState } from 'react';
import { Button, StatusMessage } from '@pariksha/ui';
import { failureMessage } from '../../api/ApiError';
import { apiAtom } from '../../api/apiAtom';
import { scopeOf } from '../../data/scope';
import { localeAtom, translatorAtom } from '../../features/language/atoms';
import { showToast } from '../../features/toasts/notify';
import { RouterLink } from '../../layout/RouterLink';
import { decideReport, studioQuestionsKey, type StudioQuestionReport } from '../api/questionsApi';
import { TextArea } from '../editor/TextArea';
import { useStudioText } from '../i18n/studioText';
import * as styles from '../layout/studio.css';
import { questionPath } from '../questions/QuestionsPage';

/** One learner's report: the question's excerpt, the reason and note; accept or reject with a line the learner reads. */
export function ReportCard({ report }: { report: StudioQuestionReport }) {
  const t = useStudioText();
  const tApp = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const api = useAtomValue(apiAtom);
  const queryClient = useAtomValue(queryClientAtom);
  const store = useStore();
  const id = useId();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState<'accepted' | 'rejected' | null>(null);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  const decide = async (decision: 'accepted' | 'rejected') => {
    if (note.trim() === '') {
      setNoteError(t('reports.noteRequired'));
      return;
    }
    setNoteError(undefined);
    setAlert(null);
    setBusy(decision);
    try {
      const answer = await decideReport(api, report.id, decision, note.trim());
      showToast(store, 'success', answer.msg ?? t('reports.decided'));
      await queryClient.invalidateQueries({ queryKey: studioQuestionsKey(scopeOf(store)) });
    } catch (error) {
      setAlert(failureMessage(tApp, error));
    } finally {
      setBusy(null);
    }
  };

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
