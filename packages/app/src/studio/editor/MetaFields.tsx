import { studioDifficulties, studioQuestionTypes } from '@pariksha/contract/responses/studio-questions';
import { SelectField, TextField } from '@pariksha/ui';
import { useStudioText } from '../i18n/studioText';
import * as styles from '../layout/studio.css';
import { changeType, type Difficulty, type EditorDraft, type QuestionType } from './editorDraft';
import * as editor from './EditorPage.css';
import { TextArea } from './TextArea';

interface MetaFieldsProps {
  draft: EditorDraft;
  onChange: (draft: EditorDraft) => void;
  /** Field messages from the contract's check, by field name. */
  errors: Record<string, string>;
}

/** What the question is about and how it is scored; the words are beside it, per language. */
export function MetaFields({ draft, onChange, errors }: MetaFieldsProps) {
  const t = useStudioText();
  const set = (change: Partial<EditorDraft>) => onChange({ ...draft, ...change });
  return (
    <section className={styles.card} aria-labelledby="meta-title">
      <h2 id="meta-title" className={styles.cardTitle}>
        {t('editor.about')}
      </h2>
      <div className={editor.meta}>
        <SelectField
          label={t('editor.type')}
          name="type"
          required
          options={studioQuestionTypes.map((value) => ({ value, label: t(`type.${value}`) }))}
          value={draft.type}
          onChange={(type) => onChange(changeType(draft, type as QuestionType))}
          error={errors.type}
        />
        <SelectField
          label={t('questions.difficulty')}
          name="difficulty"
          required
          options={studioDifficulties.map((value) => ({ value, label: t(`difficulty.${value}`) }))}
          value={draft.difficulty}
          onChange={(difficulty) => set({ difficulty: difficulty as Difficulty })}
        />
        <TextField label={t('editor.subject')} hint={t('editor.slugHint')} name="subject" required value={draft.subject} onChange={(subject) => set({ subject })} error={errors.subject} />
        <TextField label={t('questions.topic')} hint={t('editor.slugHint')} name="topic" required value={draft.topic} onChange={(topic) => set({ topic })} error={errors.topic} />
        <TextField label={t('editor.subtopic')} name="subtopic" value={draft.subtopic} onChange={(subtopic) => set({ subtopic })} />
        <TextField label={t('editor.exams')} hint={t('editor.examsHint')} name="exams" value={draft.exams} onChange={(exams) => set({ exams })} error={errors.exams} />
        <TextField label={t('editor.source')} name="source" value={draft.source} onChange={(source) => set({ source })} />
        <TextField label={t('editor.passage')} hint={t('editor.passageHint')} name="passage" value={draft.passage} onChange={(passage) => set({ passage })} />
        {draft.type === 'numeric' ? (
          <>
            <TextField label={t('editor.numericAnswer')} name="numeric-answer" inputMode="decimal" required value={draft.numericAnswer} onChange={(numericAnswer) => set({ numericAnswer })} error={errors.answer} />
            <TextField label={t('editor.tolerance')} hint={t('editor.toleranceHint')} name="tolerance" inputMode="decimal" value={draft.tolerance} onChange={(tolerance) => set({ tolerance })} error={errors.tolerance} />
          </>
        ) : null}
        <div className={editor.wideField}>
          <TextArea label={t('editor.authorNote')} hint={t('editor.authorNoteHint')} name="author-note" rows={2} value={draft.authorNote} onChange={(authorNote) => set({ authorNote })} />
        </div>
      </div>
    </section>
  );
}
