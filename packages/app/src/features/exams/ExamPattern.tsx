import { useAtomValue } from 'jotai';
import type { Exam } from '@pariksha/contract';
import { localeAtom, selectedLanguageAtom, translatorAtom } from '../language/atoms';
import { examDateLabel } from './examDateLabel';
import { negativeMarkingLabel } from './negativeMarkingLabel';
import * as styles from './ExamPattern.css';
import '../../i18n/contentMessages';

/** An exam's pattern: the facts, then one row per section. Used by the Highlight dialog and the exam page. */
export function ExamPattern({ exam }: { exam: Exam }) {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const number = new Intl.NumberFormat(locale);
  const languageNames = new Intl.DisplayNames([locale], { type: 'language' });

  const facts: [string, string][] = [
    [t('exams.date'), examDateLabel(exam.date, locale, t('exams.noDate'))],
    [t('exams.questions'), number.format(exam.questions)],
    [t('exams.minutes'), number.format(exam.minutes)],
    [t('exams.marks'), number.format(exam.marks)],
    [t('exam.negativeMarking'), negativeMarkingLabel(exam.negative_marking, t)],
    [t('exam.languages'), exam.languages.map((code) => languageNames.of(code) ?? code).join(', ')],
  ];

  return (
    <div className={styles.root} lang={language}>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {exam.sections.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t('exam.sections')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('exam.section')}</th>
                <th scope="col">{t('exams.questions')}</th>
                <th scope="col">{t('exams.marks')}</th>
                <th scope="col">{t('exams.minutes')}</th>
              </tr>
            </thead>
            <tbody>
              {exam.sections.map((section) => (
                <tr key={section.slug}>
                  <th scope="row">{section.name}</th>
                  <td>{number.format(section.questions)}</td>
                  <td>{number.format(section.marks)}</td>
                  <td>{section.minutes === null ? t('exam.sharedTime') : number.format(section.minutes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
