import { useState } from 'react';
import { QuestionView, SolutionCard, StatusMessage, Tabs, type QuestionResponse, type SolutionAnswer, type SolutionQuestion } from '@pariksha/ui';
import { useResultLabels } from '../../routes/mock-test/shared/useResultLabels';
import { useTestLabels } from '../../routes/mock-test/shared/useTestLabels';
import { useStudioText } from '../i18n/studioText';
import * as styles from '../layout/studio.css';
import { typedNumber, type EditorDraft, type EditorLanguage } from './editorDraft';
import * as editor from './EditorPage.css';
import type { PreviewState } from './usePreview';
import '../../i18n/testMessages';

export const previewWidths = ['phone', 'desktop'] as const;
export type PreviewWidth = (typeof previewWidths)[number];

function keyOf(draft: EditorDraft): SolutionAnswer {
  if (draft.type === 'numeric') return { value: draft.numericAnswer.trim() };
  if (draft.type === 'single') return { choice: draft.rightOptions[0] ?? -1 };
  return { choices: draft.rightOptions };
}

function emptyResponse(type: EditorDraft['type']): QuestionResponse {
  if (type === 'numeric') return { type, typed: '' };
  if (type === 'single') return { type, choice: null };
  return { type, choices: [] };
}

interface PreviewPaneProps {
  draft: EditorDraft;
  state: PreviewState;
}

/**
 * The question as learners will meet it, drawn by the test screen's own components from the
 * server's HTML (maths as MathML), at a phone's width or a desktop's, in either language; then
 * its solution card with the key and the explanation.
 */
export function PreviewPane({ draft, state }: PreviewPaneProps) {
  const t = useStudioText();
  const testLabels = useTestLabels();
  const resultLabels = useResultLabels();
  const [language, setLanguage] = useState<EditorLanguage>('en');
  const [width, setWidth] = useState<PreviewWidth>('phone');
  const [response, setResponse] = useState<QuestionResponse>(emptyResponse(draft.type));
  const words = state.preview?.translations[language];
  const shownResponse = response.type === draft.type ? response : emptyResponse(draft.type);
  const tolerance = typedNumber(draft.tolerance);
  const answer = typedNumber(draft.numericAnswer);
  const solution: SolutionQuestion | null = words
    ? {
        id: 'preview',
        number: 1,
        sectionName: '',
        type: draft.type,
        texts: { [language]: { text: '', textHtml: words.text, optionsHtml: words.options, explanation: '', explanationHtml: words.explanation } },
        yourAnswer: null,
        correctAnswer: keyOf(draft),
        acceptedRange: draft.type === 'numeric' && tolerance > 0 && Number.isFinite(answer) ? [answer - tolerance, answer + tolerance] : undefined,
        outcome: 'unanswered',
        marked: false,
        timeSpentMs: 0,
        timeSpent: '00:00',
      }
    : null;

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
      <Tabs
        label={t('editor.previewWidth')}
        tabs={previewWidths.map((id) => ({ id, label: t(`editor.width.${id}`) }))}
        value={width}
        onValueChange={(id) => setWidth(id as PreviewWidth)}
      />
      {state.error ? <StatusMessage tone="critical">{t('editor.previewFailed', { message: state.error })}</StatusMessage> : null}
      {state.preview && state.preview.problems.length > 0 ? (
        <ul className={editor.problems} aria-label={t('editor.previewProblems')}>
          {state.preview.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <div className={`${editor.device} ${editor.deviceWidth[width]}`} data-testid="preview">
        {words && solution ? (
          <div className={styles.stack}>
            <QuestionView
              number={1}
              text=""
              textHtml={words.text}
              optionsHtml={words.options}
              value={shownResponse}
              onChange={setResponse}
              lang={language}
              headingLevel={3}
              labels={testLabels.question}
            />
            <SolutionCard question={solution} language={language} headingLevel={3} labels={resultLabels.solutions.card} />
          </div>
        ) : (
          <p className={styles.muted}>{state.preview ? t('editor.previewNoLanguage') : t('editor.previewWaiting')}</p>
        )}
      </div>
    </section>
  );
}
