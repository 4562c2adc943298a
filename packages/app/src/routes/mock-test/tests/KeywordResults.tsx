import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Category, Exam } from '@pariksha/contract/responses';
import { failureMessage } from '../../../api/ApiError';
import type { ListQuery } from '../../../components/ListStatus';
import { FailedState, LoadingState } from '../../../components/PageStates';
import { categoryTestsPath } from '../../../features/exams/categoriesPath';
import { CategoryCard } from '../../../features/exams/CategoryCard';
import type { CatalogueMatches } from '../../../features/exams/searchCatalogue';
import { selectedLanguageAtom, translatorAtom } from '../../../features/language/atoms';
import { pickTranslation } from '../../../i18n/pickTranslation';
import * as page from '../../../layout/page.css';
import * as styles from './TestsPage.css';
import '../../../i18n/testMessages';

interface KeywordResultsProps {
  matches: CatalogueMatches;
  /** Every category, to name an exam's. */
  categories: readonly Category[];
  /** Every exam: while it loads only categories are searched; if it fails, the page says so. */
  exams: ListQuery<readonly Exam[]>;
}

/**
 * What 'Search by Keywords' found (the page's live region says how much): the categories as cards and the exams as links, each to its category's tests.
 */
export function KeywordResults({ matches, categories, exams }: KeywordResultsProps) {
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const id = useId();
  const categoryName = (exam: Exam) => {
    const category = categories.find((item) => item.id === exam.category_id);
    return category ? pickTranslation(category, 'name', language) : '';
  };

  return (
    <>
      {exams.isError ? (
        <FailedState message={t('testsPage.examsFailed', { message: failureMessage(t, exams.error) ?? '' })} error={exams.error} onRetry={exams.refetch} />
      ) : exams.isPending ? (
        <LoadingState text={t('search.loading')} />
      ) : null}
      {matches.categories.length > 0 ? (
        <section className={styles.section} aria-labelledby={`${id}-categories`}>
          <h2 id={`${id}-categories`} className={styles.sectionTitle}>
            {t('testsPage.resultCategories')}
          </h2>
          <ul className={page.cardGrid}>
            {matches.categories.map((category) => (
              <li key={category.id}>
                <CategoryCard category={category} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {matches.exams.length > 0 ? (
        <section className={styles.section} aria-labelledby={`${id}-exams`}>
          <h2 id={`${id}-exams`} className={styles.sectionTitle}>
            {t('testsPage.resultExams')}
          </h2>
          <ul className={styles.examList}>
            {matches.exams.map((exam) => (
              <li key={exam.id}>
                <Link to={categoryTestsPath(exam.category_id)} className={styles.examLink}>
                  <span className={styles.examTitle}>{pickTranslation(exam, 'title', language)}</span>
                  <span className={styles.examCategory}>{categoryName(exam)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
