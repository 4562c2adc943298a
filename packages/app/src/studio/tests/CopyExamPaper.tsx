import { useAtomValue, useStore } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, SelectField } from '@pariksha/ui';
import { apiAtom } from '../../api/apiAtom';
import { failureMessage } from '../../api/ApiError';
import { queryAtom } from '../../data/queryAtom';
import { examsQuery } from '../../features/content/queries';
import { translatorAtom } from '../../features/language/atoms';
import { showToast } from '../../features/toasts/notify';
import { copyExamPaper } from '../api/testsApi';
import { useStudioText } from '../i18n/studioText';
import * as styles from '../layout/studio.css';

const examsAtom = queryAtom(examsQuery(null));

/**
 * "Start from an exam's paper": the paper an exam's learners take today, copied into a new draft
 * (the same questions, sections and marking), opened in the editor.
 */
export function CopyExamPaper({ testEditorPath }: { testEditorPath: (id: number) => string }) {
  const t = useStudioText();
  const tApp = useAtomValue(translatorAtom);
  const api = useAtomValue(apiAtom);
  const exams = useAtomValue(examsAtom);
  const navigate = useNavigate();
  const store = useStore();
  const [exam, setExam] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);

  const copy = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await copyExamPaper(api, exam);
      showToast(store, 'success', answer.msg ?? t('tests.copy'));
      void navigate(testEditorPath(answer.data.id));
    } catch (error) {
      setProblem(t('tests.copyFailed', { message: failureMessage(tApp, error) ?? '' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="copy-paper-title">
      <h2 id="copy-paper-title" className={styles.cardTitle}>
        {t('tests.copyTitle')}
      </h2>
      <p className={styles.fieldHint}>{t('tests.copyLead')}</p>
      <div className={styles.actions}>
        <SelectField
          label={t('tests.copyExam')}
          name="copy-exam"
          placeholder={t('testEditor.chooseExam')}
          options={(exams.data ?? []).map((item) => ({ value: item.slug, label: item.title }))}
          value={exam}
          onChange={setExam}
          error={problem}
        />
        <Button variant="outline" disabled={exam === '' || busy} onClick={() => void copy()}>
          {t('tests.copy')}
        </Button>
      </div>
    </section>
  );
}
