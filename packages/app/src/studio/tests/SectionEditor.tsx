import type { MissingQuestion, PoolShortfall, TestTopic } from '@pariksha/contract/responses/studio-tests';
import { Button, TextField } from '@pariksha/ui';
import { TextArea } from '../editor/TextArea';
import { useStudioText } from '../i18n/studioText';
import * as styles from '../layout/studio.css';
import { CheckField } from './CheckField';
import { PoolRow } from './PoolRow';
import {
  addPool,
  keysOf,
  problemAt,
  problemOf,
  removePool,
  sectionTotals,
  setPool,
  setSection,
  shortfallAt,
  type SectionForm,
  type TestForm,
  type TestProblems,
} from './testDraft';
import * as editor from './TestEditor.css';

/** The id of a section's heading, focused after it moves (its own buttons may not be there to hold focus). */
export const sectionTitleId = (section: SectionForm) => `section-${section.id}-title`;

interface SectionEditorProps {
  form: TestForm;
  index: number;
  onChange: (form: TestForm) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  topics: readonly TestTopic[] | null;
  problems: TestProblems | null;
  /** The pools the last refused publish could not fill; empty when there was none. */
  shortfalls: readonly PoolShortfall[];
  /** The saved test's fixed questions the exam cannot use now (every section's); empty while the form has unsaved changes. */
  missing: readonly MissingQuestion[];
}

/**
 * One section: its names, its marking (with JEE Advanced's partial marks, or not), its own time,
 * and the pools its questions are drawn from.
 */
export function SectionEditor({ form, index, onChange, onMove, onRemove, topics, problems, shortfalls, missing }: SectionEditorProps) {
  const t = useStudioText();
  const section = form.sections[index];
  if (section === undefined) return null;
  const n = index + 1;
  const path = `sections.${index}`;
  const titleId = sectionTitleId(section);
  const poolsId = `section-${section.id}-pools`;
  const totals = sectionTotals(section);
  const set = (change: Partial<Omit<SectionForm, 'id' | 'pools'>>) => onChange(setSection(form, index, change));
  const unusable = missing.filter((entry) => entry.section === index).map((entry) => entry.key);
  const fixedProblem =
    problemAt(problems, `${path}.questions`) ?? (unusable.length > 0 ? t('testEditor.fixedMissing', { keys: unusable.join(', ') }) : undefined);
  const own = problemOf(problems, path);
  const poolsProblem = problemOf(problems, `${path}.pools`);

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={editor.sectionHead}>
        <h3 id={titleId} className={editor.sectionTitle} tabIndex={-1}>
          {t('testEditor.section', { n })}
        </h3>
        <div className={styles.actions}>
          <Button variant="outline" disabled={index === 0} onClick={() => onMove(-1)}>
            {t('testEditor.moveUp', { n })}
          </Button>
          <Button variant="outline" disabled={index === form.sections.length - 1} onClick={() => onMove(1)}>
            {t('testEditor.moveDown', { n })}
          </Button>
          <Button variant="ghost" tone="critical" disabled={form.sections.length <= 1} onClick={onRemove}>
            {t('testEditor.removeSection', { n })}
          </Button>
        </div>
      </div>
      {own ? <p className={styles.fieldError}>{own}</p> : null}
      <div className={editor.sectionFields}>
        <TextField
          label={t('testEditor.sectionNameEn', { n })}
          name={`${path}.name.en`}
          lang="en"
          required
          value={section.nameEn}
          onChange={(nameEn) => set({ nameEn })}
          error={problemAt(problems, `${path}.name.en`)}
        />
        <TextField
          label={t('testEditor.sectionNameHi', { n })}
          name={`${path}.name.hi`}
          lang="hi"
          required
          value={section.nameHi}
          onChange={(nameHi) => set({ nameHi })}
          error={problemAt(problems, `${path}.name.hi`)}
        />
        <TextField
          label={t('testEditor.sectionMinutes', { n })}
          hint={t('testEditor.sectionMinutesHint')}
          name={`${path}.minutes`}
          inputMode="numeric"
          value={section.minutes}
          onChange={(minutes) => set({ minutes })}
          error={problemAt(problems, `${path}.minutes`)}
        />
        <TextField
          label={t('testEditor.marksCorrect', { n })}
          hint={t('testEditor.marksCorrectHint')}
          name={`${path}.marks_correct`}
          inputMode="decimal"
          required
          value={section.marksCorrect}
          onChange={(marksCorrect) => set({ marksCorrect })}
          error={problemAt(problems, `${path}.marks_correct`)}
        />
        <TextField
          label={t('testEditor.marksWrong', { n })}
          hint={t('testEditor.marksWrongHint')}
          name={`${path}.marks_wrong`}
          inputMode="decimal"
          required
          value={section.marksWrong}
          onChange={(marksWrong) => set({ marksWrong })}
          error={problemAt(problems, `${path}.marks_wrong`)}
        />
      </div>
      <CheckField
        id={`section-${section.id}-partial`}
        name={`${path}.partial_marks`}
        label={t('testEditor.partialMarks', { n })}
        hint={t('testEditor.partialMarksHint')}
        checked={section.partialMarks}
        onChange={(partialMarks) => set({ partialMarks })}
        error={problemAt(problems, `${path}.partial_marks`)}
      />
      <CheckField
        id={`section-${section.id}-leave`}
        name={`${path}.leave_early`}
        label={t('testEditor.leaveEarly', { n })}
        hint={t('testEditor.leaveEarlyHint')}
        checked={section.leaveEarly}
        onChange={(leaveEarly) => set({ leaveEarly })}
        error={problemAt(problems, `${path}.leave_early`)}
      />
      <TextArea
        label={t('testEditor.fixedQuestions', { n })}
        hint={t('testEditor.fixedQuestionsHint')}
        name={`${path}.questions`}
        rows={keysOf(section.questions).length > 3 ? 6 : 2}
        value={section.questions}
        onChange={(questions) => set({ questions })}
        error={fixedProblem}
      />
      <div className={styles.stackTight}>
        <h4 id={poolsId} className={styles.fieldLabel}>
          {t('testEditor.pools')}
        </h4>
        <p className={styles.fieldHint}>{t('testEditor.poolsHint')}</p>
        <ol className={editor.pools} aria-labelledby={poolsId}>
          {section.pools.map((pool, at) => (
            <PoolRow
              key={pool.id}
              section={index}
              index={at}
              pool={pool}
              topics={topics}
              languages={form.languages}
              onChange={(change) => onChange(setPool(form, index, at, change))}
              onRemove={() => onChange(removePool(form, index, at))}
              removable={section.pools.length > 1 || keysOf(section.questions).length > 0}
              problems={problems}
              shortfall={shortfallAt(shortfalls, index, at)}
            />
          ))}
        </ol>
        {poolsProblem ? <p className={styles.fieldError}>{poolsProblem}</p> : null}
        <div className={styles.actions}>
          <Button variant="outline" onClick={() => onChange(addPool(form, index))}>
            {t('testEditor.addPool', { n })}
          </Button>
          <p className={styles.muted}>{t('testEditor.sectionTotal', { n, questions: totals.questions, marks: totals.marks })}</p>
        </div>
      </div>
    </section>
  );
}
