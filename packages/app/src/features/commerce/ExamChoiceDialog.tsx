import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { Exam } from '@pariksha/contract/responses';
import { Button, Dialog, SelectField } from '@pariksha/ui';
import { examsAtom } from '../content/atoms';
import { localeAtom, selectedLanguageAtom, translatorAtom } from '../language/atoms';
import { lockedExamOptions } from './lockedExams';
import '../../i18n/commerceMessages';

interface ExamChoiceDialogProps {
  open: boolean;
  onClose: () => void;
  /** The chosen exam (its list is where the trial leads). */
  onChoose: (exam: Exam) => void;
  busy?: boolean;
}

/** BASIC's trial: which one locked exam it unlocks, asked before the trial starts. */
export default function ExamChoiceDialog({ open, onClose, onChoose, busy = false }: ExamChoiceDialogProps) {
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const locale = useAtomValue(localeAtom);
  const exams = useAtomValue(examsAtom);
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const options = lockedExamOptions(exams.data ?? [], language, locale);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('plans.chooseExamTitle')}
      description={t('plans.chooseExamHint')}
      size="small"
      labels={{ close: t('plans.chooseExamCancel') }}
      actions={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('plans.chooseExamCancel')}
          </Button>
          <Button
            loading={busy}
            onClick={() => {
              if (choice === '') setError(t('plans.chooseExamRequired'));
              else {
                const exam = exams.data?.find((item) => item.slug === choice);
                if (exam) onChoose(exam);
              }
            }}
          >
            {t('plans.chooseExamStart')}
          </Button>
        </>
      }
    >
      <SelectField
        label={t('plans.chooseExamLabel')}
        name="exam"
        options={options}
        placeholder={t('plans.chooseExamPrompt')}
        value={choice}
        onChange={(value) => {
          setChoice(value);
          setError(undefined);
        }}
        error={error}
        required
      />
    </Dialog>
  );
}
