import { useAtomValue } from 'jotai';
import { useId, type ReactNode } from 'react';
import type { Language } from '@pariksha/machines';
import { translatorAtom } from '../../../features/language/atoms';
import * as page from '../../../layout/page.css';
import * as styles from './test.css';

interface TestHeaderProps {
  title: string;
  /** The clock, or the test's duration before it starts. */
  time: ReactNode;
  language: Language;
  onLanguageChange: (language: Language) => void;
}

/** The exam-day header bar: the test's title, its time and the question language (English/Hindi). */
export function TestHeader({ title, time, language, onLanguageChange }: TestHeaderProps) {
  const t = useAtomValue(translatorAtom);
  const selectId = useId();
  return (
    <header className={styles.headerBar}>
      <h1 className={styles.headerTitle}>{title}</h1>
      <div className={styles.headerMeta}>
        {time}
        <label className={styles.languageLabel} htmlFor={selectId}>
          {t('test.questionLanguage')}
          <select
            id={selectId}
            className={page.fieldControl}
            value={language}
            onChange={(event) => onLanguageChange(event.target.value === 'hi' ? 'hi' : 'en')}
          >
            <option value="en">English</option>
            <option value="hi" lang="hi">
              हिन्दी
            </option>
          </select>
        </label>
      </div>
    </header>
  );
}
