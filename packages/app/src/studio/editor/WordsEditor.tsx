import { Button } from '@pariksha/ui';
import { useStudioText } from '../i18n/studioText';
import * as styles from '../layout/studio.css';
import { addOption, removeOption, setOption, setWords, toggleRightOption, type EditorDraft, type EditorLanguage } from './editorDraft';
import * as editor from './EditorPage.css';
import { TextArea } from './TextArea';

const languageNames: Record<EditorLanguage, string> = { en: 'English', hi: 'हिन्दी' };
const optionLetters = ['A', 'B', 'C', 'D', 'E', 'F'];

interface WordsEditorProps {
  language: EditorLanguage;
  draft: EditorDraft;
  onChange: (draft: EditorDraft) => void;
  className?: string;
}

/** One language's words: the question, its options (with the right ones marked) and the explanation. */
export function WordsEditor({ language, draft, onChange, className }: WordsEditorProps) {
  const t = useStudioText();
  const words = draft.words[language];
  const name = languageNames[language];
  const choice = draft.type === 'single' ? 'radio' : 'checkbox';
  return (
    <section className={`${styles.card} ${className ?? ''}`} aria-labelledby={`words-${language}`} lang={language}>
      <h2 id={`words-${language}`} className={styles.cardTitle} lang="en">
        {name}
      </h2>
      <TextArea
        label={t('editor.text', { language: name })}
        hint={t('editor.markdownHint')}
        name={`text-${language}`}
        rows={5}
        value={words.text}
        onChange={(text) => onChange(setWords(draft, language, { text }))}
      />
      {draft.type !== 'numeric' ? (
        <fieldset className={styles.stackTight}>
          <legend className={styles.fieldLabel}>{t('editor.options', { language: name })}</legend>
          <p className={styles.fieldHint}>{draft.type === 'single' ? t('editor.markOne') : t('editor.markSeveral')}</p>
          {words.options.map((option, index) => {
            const letter = optionLetters[index] ?? String(index + 1);
            return (
              <div key={index} className={editor.option}>
                <label className={styles.check}>
                  <input
                    type={choice}
                    name={`right-${language}`}
                    checked={draft.rightOptions.includes(index)}
                    onChange={() => onChange(toggleRightOption(draft, index))}
                    aria-label={t('editor.rightOption', { letter })}
                  />
                  {letter}
                </label>
                <input
                  className={`${styles.textarea} ${editor.optionInput}`}
                  name={`option-${language}-${index}`}
                  aria-label={t('editor.optionText', { letter, language: name })}
                  value={option}
                  onChange={(event) => onChange(setOption(draft, language, index, event.target.value))}
                />
                <div className={editor.removeOption}>
                  <Button variant="ghost" tone="critical" disabled={words.options.length <= 2} onClick={() => onChange(removeOption(draft, index))}>
                    {t('editor.removeOption', { letter })}
                  </Button>
                </div>
              </div>
            );
          })}
          {words.options.length < optionLetters.length ? (
            <div>
              <Button variant="outline" onClick={() => onChange(addOption(draft))}>
                {t('editor.addOption')}
              </Button>
            </div>
          ) : null}
        </fieldset>
      ) : null}
      <TextArea
        label={t('editor.explanation', { language: name })}
        name={`explanation-${language}`}
        rows={4}
        value={words.explanation}
        onChange={(explanation) => onChange(setWords(draft, language, { explanation }))}
      />
    </section>
  );
}
