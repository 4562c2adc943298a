import { useAtomValue } from 'jotai';
import type { Exam } from '@pariksha/contract';
import { ButtonLink, Dialog } from '@pariksha/ui';
import { pickTranslation } from '../../i18n/pickTranslation';
import { RouterLink } from '../../layout/RouterLink';
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
            <ButtonLink href={examTestsPath(exam)} linkComponent={RouterLink}>
              {t('exams.takeTest')}
            </ButtonLink>
            <ButtonLink href={`/exam/${exam.slug}`} variant="outline" linkComponent={RouterLink}>
              {t('exams.details')}
            </ButtonLink>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
