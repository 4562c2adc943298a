import { useAtomValue } from 'jotai';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import type { Category } from '@pariksha/contract/responses';
import { PageBanner } from '@pariksha/ui';
import { ListStatus, type ListQuery } from '../../../components/ListStatus';
import { pageData } from '../../../data/routeData';
import { categoriesAtom, coursesAtom, examsAtom } from '../../../features/content/atoms';
import { categoriesQuery, coursesQuery, examsQuery } from '../../../features/content/queries';
import { CategoryCard } from '../../../features/exams/CategoryCard';
import { splitByPopularity } from '../../../features/exams/popularCategories';
import { minimumKeywordLength, searchCatalogue } from '../../../features/exams/searchCatalogue';
import { testsBannerImage, testsBannerSize } from '../../../features/exams/testsBanner';
import { translatorAtom } from '../../../features/language/atoms';
import * as page from '../../../layout/page.css';
import { KeywordResults } from './KeywordResults';
import { MyAttempts } from './MyAttempts';
import { resultSummary } from './resultSummary';
import * as styles from './TestsPage.css';
import '../../../i18n/testMessages';
import '../../../i18n/contentMessages';

/**
 * `/dashboard/test`: where a learner picks what to practise. A banner with 'Search by Keywords'
 * (categories and exams as they type, in English or Hindi), then the categories twice over:
 * 'Popular Exams' (the most-enrolled, see popularCategories.ts) and 'Other Categories' (the rest),
 * each card leading to the category's tests. While searching, the results take their place.
 * Below them, the learner's own: 'My attempts' and their progress across a test series.
 */
export default function TestsPage() {
  const t = useAtomValue(translatorAtom);
  const categories = useAtomValue(categoriesAtom);
  const courses = useAtomValue(coursesAtom);
  const exams = useAtomValue(examsAtom);
  const [keyword, setKeyword] = useState('');
  // Typing stays quick on a slow phone: the results follow when React has time.
  const term = useDeferredValue(keyword).trim();
  const id = useId();
  const searching = term.length >= minimumKeywordLength;

  const matches = useMemo(
    () => searchCatalogue(categories.data ?? [], exams.data ?? [], term),
    [categories.data, exams.data, term],
  );
  const split = useMemo(
    () => (categories.data && courses.data ? splitByPopularity(categories.data, courses.data) : undefined),
    [categories.data, courses.data],
  );

  // 'Popular Exams' needs the categories and the courses' enrolments: it waits for, and shows
  // the failure of, either. 'Other Categories' needs only the categories: without the
  // enrolments (failed), it lists all of them rather than hide any.
  const popular: ListQuery<readonly Category[]> = {
    data: split?.popular,
    error: categories.error ?? courses.error,
    isPending: categories.isPending || courses.isPending,
    isError: categories.isError || courses.isError,
    refetch: () => Promise.all([categories.isError && categories.refetch(), courses.isError && courses.refetch()]),
  };
  const other: ListQuery<readonly Category[]> = {
    data: split?.other ?? (courses.isError ? categories.data : undefined),
    error: categories.error,
    isPending: categories.isPending || (courses.isPending && !categories.isError),
    isError: categories.isError,
    refetch: categories.refetch,
  };
  // On a new site nobody has enrolled yet: nothing is called popular, not even an empty list.
  const nothingPopularYet = split !== undefined && split.popular.length === 0;

  return (
    <div className={styles.page}>
      <div className={styles.banner}>
        <PageBanner
          eyebrow={t('testsPage.eyebrow')}
          title={t('testsPage.title')}
          subline={t('testsPage.lead')}
          imageSrc={testsBannerImage}
          imageWidth={testsBannerSize.width}
          imageHeight={testsBannerSize.height}
        >
          <div className={styles.keyword}>
            <label htmlFor={`${id}-keyword`} className={styles.keywordLabel}>
              {t('testsPage.searchLabel')}
            </label>
            <input
              id={`${id}-keyword`}
              type="search"
              className={styles.keywordInput}
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
              aria-describedby={`${id}-hint`}
              autoComplete="off"
              enterKeyHint="search"
            />
            <p id={`${id}-hint`} className={styles.keywordHint}>
              {t('testsPage.searchHint')}
            </p>
          </div>
        </PageBanner>
      </div>

      {/* Always in the page (out of the flow while empty), so screen readers announce each new count. */}
      <p id={`${id}-results`} role="status" className={styles.status}>
        {searching && categories.data ? resultSummary(t, term, matches) : ''}
      </p>
      {searching && categories.data ? <KeywordResults matches={matches} categories={categories.data} exams={exams} /> : null}

      {searching ? null : (
        <>
          {nothingPopularYet ? null : (
            <section className={styles.section} aria-labelledby={`${id}-popular`}>
              <h2 id={`${id}-popular`} className={styles.sectionTitle}>
                {t('testsPage.popular')}
              </h2>
              <p className={styles.lead}>{t('testsPage.popularLead')}</p>
              <CategoryGrid query={popular} emptyText={t('categories.empty')} />
            </section>
          )}
          <section className={styles.section} aria-labelledby={`${id}-other`}>
            <h2 id={`${id}-other`} className={styles.sectionTitle}>
              {t('testsPage.otherCategories')}
            </h2>
            <CategoryGrid query={other} emptyText={t('testsPage.otherEmpty')} />
          </section>
          <MyAttempts />
        </>
      )}
    </div>
  );
}

/** A section's cards, with the list's loading, error (the spec's texts) and empty states. */
function CategoryGrid({ query, emptyText }: { query: ListQuery<readonly Category[]>; emptyText: string }) {
  const t = useAtomValue(translatorAtom);
  return (
    <ListStatus
      query={query}
      loadingText={t('categories.loading')}
      errorText={(message) => t('categories.error', { message })}
      emptyText={emptyText}
    >
      {(items) => (
        <ul className={page.cardGrid}>
          {items.map((category) => (
            <li key={category.id}>
              <CategoryCard category={category} />
            </li>
          ))}
        </ul>
      )}
    </ListStatus>
  );
}

export const loader = pageData((ensure) => [ensure(categoriesQuery), ensure(coursesQuery), ensure(examsQuery(null))]);
