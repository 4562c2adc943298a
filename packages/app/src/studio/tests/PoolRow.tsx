import { useId } from 'react';
import { poolDifficulties, type PoolDifficulty, type PoolShortfall, type TestTopic } from '@pariksha/contract/responses/studio-tests';
import { Button, SelectField, TextField } from '@pariksha/ui';
import { useStudioText } from '../i18n/studioText';
import * as styles from '../layout/studio.css';
import { availableFor, isShort, problemAt, problemOf, type PoolForm, type TestLanguage, type TestProblems } from './testDraft';
import * as editor from './TestEditor.css';

interface PoolRowProps {
  /** The section's and the pool's places, from 0. */
  section: number;
  index: number;
  pool: PoolForm;
  /** The exam's topics; null while they load (or before an exam is chosen). */
  topics: readonly TestTopic[] | null;
  languages: readonly TestLanguage[];
  onChange: (change: Partial<Omit<PoolForm, 'id'>>) => void;
  onRemove: () => void;
  /** A section keeps at least one pool. */
  removable: boolean;
  problems: TestProblems | null;
  /** What the server said it could not fill at the last refused publish. */
  shortfall: PoolShortfall | undefined;
}

/** 'N questions from topic T at difficulty D', with how many published questions fit it. */
export function PoolRow({ section, index, pool, topics, languages, onChange, onRemove, removable, problems, shortfall }: PoolRowProps) {
  const t = useStudioText();
  const noteId = useId();
  const place = { section: section + 1, pool: index + 1 };
  const path = `sections.${section}.pools.${index}`;
  const hindi = languages.includes('hi');

  const topicOptions = (topics ?? []).map((topic) => ({ value: topic.slug, label: t('testEditor.topicOption', { name: topic.name, subject: topic.subject.replace(/-/g, ' ') }) }));
  const known = topics === null || topics.some((topic) => topic.slug === pool.topic);
  if (pool.topic !== '' && !topicOptions.some((option) => option.value === pool.topic)) {
    topicOptions.unshift({ value: pool.topic, label: known ? pool.topic : t('testEditor.unknownTopic', { slug: pool.topic }) });
  }
  const difficultyOptions = poolDifficulties.map((value) => ({ value, label: value === 'any' ? t('testEditor.anyDifficulty') : t(`difficulty.${value}`) }));

  const available = topics === null || pool.topic === '' ? null : availableFor(topics, pool, languages);
  const short = isShort(available, pool.count);
  let note: { text: string; warn: boolean } | null = null;
  if (topics !== null && pool.topic !== '') {
    if (available === null) note = { text: t('testEditor.topicMissing'), warn: true };
    else if (short) note = { text: t(hindi ? 'testEditor.shortHindi' : 'testEditor.short', { count: available }), warn: true };
    else note = { text: t(hindi ? 'testEditor.availableHindi' : 'testEditor.available', { count: available }), warn: false };
  }
  const own = problemOf(problems, path);

  return (
    <li className={editor.pool}>
      <SelectField
        label={t('testEditor.poolTopic', place)}
        name={`${path}.topic`}
        required
        placeholder={t('testEditor.chooseTopic')}
        options={topicOptions}
        value={pool.topic}
        onChange={(topic) => onChange({ topic })}
        error={problemAt(problems, `${path}.topic`)}
      />
      <SelectField
        label={t('testEditor.poolDifficulty', place)}
        name={`${path}.difficulty`}
        required
        options={difficultyOptions}
        value={pool.difficulty}
        onChange={(difficulty) => onChange({ difficulty: difficulty as PoolDifficulty })}
        error={problemAt(problems, `${path}.difficulty`)}
      />
      <TextField
        label={t('testEditor.poolCount', place)}
        name={`${path}.count`}
        inputMode="numeric"
        required
        value={pool.count}
        onChange={(count) => onChange({ count })}
        error={problemAt(problems, `${path}.count`)}
        aria-describedby={note || shortfall || own ? noteId : undefined}
      />
      <div className={editor.poolRemove}>
        <Button variant="ghost" tone="critical" disabled={!removable} onClick={onRemove}>
          {t('testEditor.removePool', place)}
        </Button>
      </div>
      {note || shortfall || own ? (
        <div id={noteId} className={editor.poolNotes}>
          {note ? <p className={note.warn ? editor.short : editor.available}>{note.text}</p> : null}
          {shortfall ? <p className={editor.short}>{t('testEditor.shortfall', { asked: shortfall.asked, available: shortfall.available })}</p> : null}
          {own ? <p className={styles.fieldError}>{own}</p> : null}
        </div>
      ) : null}
    </li>
  );
}
