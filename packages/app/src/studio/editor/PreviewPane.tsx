import { useState } from 'react';
import { QuestionPreview, StatusMessage, Tabs, type SolutionAnswer } from '@pariksha/ui';
import { useResultLabels } from '../../routes/mock-test/shared/useResultLabels';
import { useTestLabels } from '../../routes/mock-test/shared/useTestLabels';
import { useStudioText } from '../i18n/studioText';
import * as styles from '../layout/studio.css';
import { typedNumber, type EditorDraft, type EditorLanguage } from './editorDraft';
import * as editor from './EditorPage.css';
import type { PreviewState } from './usePreview';
import '../../i18n/testMessages';

function keyOf(draft: EditorDraft): SolutionAnswer {
  if (draft.type === 'numeric') return { value: draft.numericAnswer.trim() };
  if (draft.type === 'single') return { choice: draft.rightOptions[0] ?? -1 };
  return { choices: draft.rightOptions };
}

interface PreviewPaneProps {
  draft: EditorDraft;
  state: PreviewState;
}

/**
 * The question as learners will meet it, in either language: the ui's QuestionPreview draws the
 * server's HTML (maths as MathML) with the test screen's own components, at a phone's width or a
 * desktop's, then its solution card with the key and the explanation.
 */
export function PreviewPane({ draft, state }: PreviewPaneProps) {
  const t = useStudioText();
  const testLabels = useTestLabels();
  const resultLabels = useResultLabels();
  const [language, setLanguage] = useState<EditorLanguage>('en');
  const words = state.preview?.translations[language];
  const tolerance = typedNumber(draft.tolerance);
  const answer = typedNumber(draft.numericAnswer);
  const acceptedRange: [number, number] | undefined =
    draft.type === 'numeric' && tolerance > 0 && Number.isFinite(answer) ? [answer - tolerance, answer + tolerance] : undefined;

  return (
    <section className={styles.card} aria-labelledby="preview-title">
      <div className={styles.actions}>
        <h2 id="preview-title" className={styles.cardTitle}>
          {t('editor.preview')}
        </h2>
        <span role="status" className={styles.muted}>
          {state.busy ? t('editor.previewUpdating') : ''}
        </span>
      </div>
      <Tabs label={t('editor.previewLanguage')} tabs={[{ id: 'en', label: 'English' }, { id: 'hi', label: 'हिन्दी' }]} value={language} onValueChange={(id) => setLanguage(id as EditorLanguage)} />
      {state.error ? <StatusMessage tone="critical">{t('editor.previewFailed', { message: state.error })}</StatusMessage> : null}
      {state.preview && state.preview.problems.length > 0 ? (
        <ul className={editor.problems} aria-label={t('editor.previewProblems')}>
          {state.preview.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <div data-testid="preview">
        {words ? (
          <QuestionPreview
            type={draft.type}
            words={words}
            lang={language}
            correctAnswer={keyOf(draft)}
            acceptedRange={acceptedRange}
            labels={{ width: t('editor.previewWidth'), phone: t('editor.width.phone'), desktop: t('editor.width.desktop') }}
            questionLabels={testLabels.question}
            solutionLabels={resultLabels.solutions.card}
          />
        ) : (
          <p className={styles.muted}>{state.preview ? t('editor.previewNoLanguage') : t('editor.previewWaiting')}</p>
        )}
      </div>
    </section>
  );
}
