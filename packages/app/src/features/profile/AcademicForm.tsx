import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { Button, SelectField, StatusMessage, TextField } from '@pariksha/ui';
import type { Learner } from '../auth/learner';
import { selectedLanguageAtom, translatorAtom } from '../language/atoms';
import { ordinalTitle } from './ordinalTitle';
import { passingYearOptions } from './profileOptions';
import { useProfileSave } from './useProfileSave';
import * as styles from './ProfileForm.css';
import '../../i18n/accountMessages';

interface Entry {
  course: string;
  passing_year: string;
  institute: string;
  current_percentage: string;
}

const emptyEntry: Entry = { course: '', passing_year: '', institute: '', current_percentage: '' };

function entriesOf(user: Learner): Entry[] {
  const entries = user.academic.map((entry) => ({
    course: entry.course,
    passing_year: String(entry.passing_year),
    institute: entry.institute,
    current_percentage: String(entry.current_percentage),
  }));
  return entries.length > 0 ? entries : [emptyEntry];
}

/** Academic Information: entries titled First, Second … added with '+ Add More'. */
export function AcademicForm({ user, onSaved }: { user: Learner; onSaved: (user: Learner) => void }) {
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const [entries, setEntries] = useState<Entry[]>(() => entriesOf(user));
  const { save, saving, fields, error } = useProfileSave(onSaved);
  const set = (index: number, key: keyof Entry) => (value: string) =>
    setEntries((current) => current.map((entry, at) => (at === index ? { ...entry, [key]: value } : entry)));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Blank entries are left out; half-filled ones go to the provider, which names what is missing.
    const filled = entries.filter((entry) => Object.values(entry).some((value) => value.trim() !== ''));
    void save({
      academic: filled.map((entry) => ({
        course: entry.course,
        passing_year: Number(entry.passing_year),
        institute: entry.institute,
        current_percentage: entry.current_percentage === '' ? Number.NaN : Number(entry.current_percentage),
      })),
    });
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      {error ? <StatusMessage tone="critical">{t('list.error', { message: error })}</StatusMessage> : null}
      {entries.map((entry, index) => {
        const fieldError = (key: keyof Entry) => fields[`academic.${index}.${key}`];
        const title = t('profile.entryTitle', { ordinal: ordinalTitle(index + 1, language) });
        return (
          // Entries have no id of their own; their place in the list is what the provider names too.
          <fieldset key={index} className={styles.entry}>
            <legend className={styles.legend}>{title}</legend>
            <div className={styles.grid}>
              <TextField label={t('profile.course')} name={`academic-${index}-course`} value={entry.course} onChange={set(index, 'course')} error={fieldError('course')} />
              <SelectField
                label={t('profile.passingYear')}
                name={`academic-${index}-year`}
                placeholder={t('profile.choose')}
                options={passingYearOptions.map((year) => ({ value: String(year), label: String(year) }))}
                value={entry.passing_year}
                onChange={set(index, 'passing_year')}
                error={fieldError('passing_year')}
              />
              <TextField label={t('profile.institute')} name={`academic-${index}-institute`} value={entry.institute} onChange={set(index, 'institute')} error={fieldError('institute')} />
              <TextField label={t('profile.percentage')} name={`academic-${index}-percentage`} type="number" inputMode="decimal" min={0} max={100} step="0.01" value={entry.current_percentage} onChange={set(index, 'current_percentage')} error={fieldError('current_percentage')} />
            </div>
            {entries.length > 1 ? (
              <Button variant="outline" tone="critical" onClick={() => setEntries((current) => current.filter((_, at) => at !== index))}>
                {t('profile.remove', { title })}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      <div className={styles.actions}>
        <Button variant="outline" onClick={() => setEntries((current) => [...current, emptyEntry])}>
          {t('profile.addMore')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t('profile.saving') : t('profile.update')}
        </Button>
      </div>
    </form>
  );
}
