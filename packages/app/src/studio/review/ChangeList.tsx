import type { StudioKey } from '../i18n/studio.en';
import { useStudioText } from '../i18n/studioText';
import * as styles from '../layout/studio.css';
import * as review from './ReviewPage.css';
import type { FieldChange } from './versionDiff';

const fieldNames: Record<string, StudioKey> = {
  type: 'editor.type',
  subject: 'editor.subject',
  topic: 'questions.topic',
  subtopic: 'editor.subtopic',
  difficulty: 'questions.difficulty',
  exams: 'editor.exams',
  source: 'editor.source',
  passage: 'editor.passage',
  answer: 'review.answer',
  author_note: 'editor.authorNote',
};

function FieldName({ change }: { change: FieldChange }) {
  const t = useStudioText();
  const [language, part] = change.field.split('.');
  const name = language === 'en' ? 'English' : 'हिन्दी';
  if (part === 'text') return <>{t('editor.text', { language: name })}</>;
  if (part === 'explanation') return <>{t('editor.explanation', { language: name })}</>;
  if (part === 'option') return <>{t('editor.optionText', { letter: String.fromCharCode(64 + (change.option ?? 1)), language: name })}</>;
  const key = fieldNames[change.field];
  return <>{key ? t(key) : change.field}</>;
}

/** The changed fields, each as a word diff: removed words struck through, added ones underlined, each also named in words. */
export function ChangeList({ changes }: { changes: readonly FieldChange[] }) {
  const t = useStudioText();
  if (changes.length === 0) return <p className={styles.muted}>{t('review.noChanges')}</p>;
  return (
    <dl className={review.changes}>
      {changes.map((change, index) => (
        <div key={`${change.field}-${change.option ?? 0}-${index}`} className={review.change}>
          <dt className={styles.fieldLabel}>
            <FieldName change={change} />
          </dt>
          <dd className={review.diff}>
            {change.parts.map((part, at) =>
              part.change === 'added' ? (
                <ins key={at} className={review.added}>
                  <span className={review.hidden}>{t('review.addedText')} </span>
                  {part.text}
                </ins>
              ) : part.change === 'removed' ? (
                <del key={at} className={review.removed}>
                  <span className={review.hidden}>{t('review.removedText')} </span>
                  {part.text}
                </del>
              ) : (
                <span key={at}>{part.text}</span>
              ),
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
