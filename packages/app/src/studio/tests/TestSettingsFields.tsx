import { useAtomValue } from 'jotai';
import { testAccessModes, testDrawModes } from '@pariksha/contract/responses/studio-tests';
import { SelectField, TextField } from '@pariksha/ui';
import { failureMessage } from '../../api/ApiError';
import { queryAtom } from '../../data/queryAtom';
import { examsQuery } from '../../features/content/queries';
import { translatorAtom } from '../../features/language/atoms';
import { useStudioText } from '../i18n/studioText';
import * as styles from '../layout/studio.css';
import { CheckField } from './CheckField';
import { DateTimeField } from './DateTimeField';
import { problemAt, testFormLanguages, toggleLanguage, type TestForm, type TestProblems } from './testDraft';
import * as editor from './TestEditor.css';

/** Every exam, as the public site lists them: a test is offered to one exam's learners. */
const examsAtom = queryAtom(examsQuery(null));

interface TestSettingsFieldsProps {
  form: TestForm;
  onChange: (form: TestForm) => void;
  problems: TestProblems | null;
}

/** The test as a whole: its exam, titles, time, how its paper is drawn, languages and when it runs. */
export function TestSettingsFields({ form, onChange, problems }: TestSettingsFieldsProps) {
  const t = useStudioText();
  const tApp = useAtomValue(translatorAtom);
  const exams = useAtomValue(examsAtom);
  const set = (change: Partial<TestForm>) => onChange({ ...form, ...change });

  const examOptions = (exams.data ?? []).map((exam) => ({ value: exam.slug, label: exam.title }));
  // A test's exam the list no longer has (or has not loaded yet) stays choosable under its slug.
  if (form.exam !== '' && !examOptions.some((option) => option.value === form.exam)) examOptions.unshift({ value: form.exam, label: form.exam });
  const examHint =
    exams.data === undefined
      ? exams.isError
        ? t('testEditor.examsFailed', { message: failureMessage(tApp, exams.error) ?? '' })
        : t('testEditor.examsLoading')
      : t('testEditor.examHint');

  return (
    <section className={styles.card} aria-labelledby="test-settings-title">
      <h2 id="test-settings-title" className={styles.cardTitle}>
        {t('testEditor.settings')}
      </h2>
      <div className={editor.settings}>
        <div className={editor.wideField}>
          <SelectField
            label={t('testEditor.exam')}
            hint={examHint}
            name="exam"
            required
            placeholder={t('testEditor.chooseExam')}
            options={examOptions}
            value={form.exam}
            onChange={(exam) => set({ exam })}
            error={problemAt(problems, 'exam')}
          />
        </div>
        <div className={editor.halfField}>
          <TextField label={t('testEditor.titleEn')} name="title-en" lang="en" required value={form.titleEn} onChange={(titleEn) => set({ titleEn })} error={problemAt(problems, 'title.en')} />
        </div>
        <div className={editor.halfField}>
          <TextField label={t('testEditor.titleHi')} name="title-hi" lang="hi" required value={form.titleHi} onChange={(titleHi) => set({ titleHi })} error={problemAt(problems, 'title.hi')} />
        </div>
        <TextField
          label={t('testEditor.minutes')}
          hint={t('testEditor.minutesHint')}
          name="minutes"
          inputMode="numeric"
          required
          value={form.minutes}
          onChange={(minutes) => set({ minutes })}
          error={problemAt(problems, 'minutes')}
        />
        <TextField
          label={t('testEditor.attempts')}
          hint={t('testEditor.attemptsHint')}
          name="attempts-allowed"
          inputMode="numeric"
          value={form.attemptsAllowed}
          onChange={(attemptsAllowed) => set({ attemptsAllowed })}
          error={problemAt(problems, 'attempts_allowed')}
        />
        <TextField
          label={t('testEditor.challengeDays')}
          hint={t('testEditor.challengeDaysHint')}
          name="challenge-days"
          inputMode="numeric"
          required
          value={form.challengeDays}
          onChange={(challengeDays) => set({ challengeDays })}
          error={problemAt(problems, 'challenge_days')}
        />
        <fieldset className={editor.fieldset}>
          <legend className={styles.fieldLabel}>{t('testEditor.languages')}</legend>
          <p className={styles.fieldHint}>{t('testEditor.languagesHint')}</p>
          <div className={editor.choices}>
            {testFormLanguages.map((language) => (
              <label key={language} className={styles.check}>
                <input type="checkbox" name="languages" value={language} checked={form.languages.includes(language)} onChange={() => onChange(toggleLanguage(form, language))} />
                {t(language === 'en' ? 'testEditor.english' : 'testEditor.hindi')}
              </label>
            ))}
          </div>
          {problemAt(problems, 'languages') ? <p className={styles.fieldError}>{problemAt(problems, 'languages')}</p> : null}
        </fieldset>
        <fieldset className={`${editor.fieldset} ${editor.wideField}`}>
          <legend className={styles.fieldLabel}>{t('testEditor.draw')}</legend>
          {testDrawModes.map((draw) => (
            <label key={draw} className={styles.check}>
              <input type="radio" name="draw" value={draw} checked={form.draw === draw} onChange={() => set({ draw })} />
              {t(`draw.${draw}`)}
            </label>
          ))}
          {problemAt(problems, 'draw') ? <p className={styles.fieldError}>{problemAt(problems, 'draw')}</p> : null}
          <CheckField
            id="test-shuffle-options"
            name="shuffle_options"
            label={t('testEditor.shuffleOptions')}
            hint={t('testEditor.shuffleOptionsHint')}
            checked={form.shuffleOptions}
            onChange={(shuffleOptions) => set({ shuffleOptions })}
            error={problemAt(problems, 'shuffle_options')}
          />
        </fieldset>
        <fieldset className={`${editor.fieldset} ${editor.wideField}`}>
          <legend className={styles.fieldLabel}>{t('testEditor.access')}</legend>
          {testAccessModes.map((access) => (
            <label key={access} className={styles.check}>
              <input type="radio" name="access" value={access} checked={form.access === access} onChange={() => set({ access })} />
              {t(`access.${access}`)}
            </label>
          ))}
          {problemAt(problems, 'access') ? <p className={styles.fieldError}>{problemAt(problems, 'access')}</p> : null}
        </fieldset>
        <DateTimeField
          label={t('testEditor.opensAt')}
          hint={t('testEditor.opensAtHint')}
          name="opens-at"
          value={form.opensAt}
          onChange={(opensAt) => set({ opensAt })}
          error={problemAt(problems, 'opens_at')}
        />
        <DateTimeField
          label={t('testEditor.closesAt')}
          hint={t('testEditor.closesAtHint')}
          name="closes-at"
          value={form.closesAt}
          onChange={(closesAt) => set({ closesAt })}
          error={problemAt(problems, 'closes_at')}
        />
      </div>
    </section>
  );
}
