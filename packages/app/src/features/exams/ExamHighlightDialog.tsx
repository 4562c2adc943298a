import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import type { Exam } from '@pariksha/server/contract';
import { Dialog } from '@pariksha/ui';
import { pickTranslation } from '../../i18n/pickTranslation';
import { selectedLanguageAtom, translatorAtom } from '../language/atoms';
import { ExamPattern } from './ExamPattern';
import { examTestsPath } from './examTestsPath';
import * as styles from './ExamHighlightDialog.css';

/** An exam card's Highlight: the exam's pattern and date at a glance, and the way on to its tests. */
export default function ExamHighlightDialog({ exam, onClose }: { exam: Exam | null; onClose: () => void }) {
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  return (
    <Dialog
      open={exam !== null}
      onClose={onClose}
      title={exam ? pickTranslation(exam, 'title', language) : ''}
      description={exam ? pickTranslation(exam, 'name', language) : undefined}
      labels={{ close: t('dialog.close') }}
    >
      {exam ? (
        <>
          <ExamPattern exam={exam} />
          <div className={styles.actions}>
            <Link className={styles.primary} to={examTestsPath(exam)}>
              {t('exams.takeTest')}
            </Link>
            <Link className={styles.secondary} to={`/exam/${exam.slug}`}>
              {t('exams.details')}
            </Link>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
