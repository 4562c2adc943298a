import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { TestSeries } from '@pariksha/contract/responses';
import { ButtonLink, formatRupees, PageBanner } from '@pariksha/ui';
import { ItemStatus } from '../../components/ItemStatus';
import { queryAtom } from '../../data/queryAtom';
import { pageData } from '../../data/routeData';
import { examsAtom } from '../../features/content/atoms';
import { examsQuery, oneTestSeriesQuery } from '../../features/content/queries';
import { checkoutPath } from '../../features/commerce/checkoutItem';
import { coursePath } from '../../features/courses/coursePath';
import { examTestsPath } from '../../features/exams/examTestsPath';
import { localeAtom, selectedLanguageAtom, translatorAtom } from '../../features/language/atoms';
import { useLanguageNames } from '../../features/language/useLanguageNames';
import { pickTranslation } from '../../i18n/pickTranslation';
import * as page from '../../layout/page.css';
import { RouterLink } from '../../layout/RouterLink';
import * as styles from './TestSeriesPage.css';
import '../../i18n/contentMessages';

/** `/test-series/{slug}`: what a test series holds, in which languages, and where to start. */
export default function TestSeriesPage() {
  const { slug = '' } = useParams();
  const t = useAtomValue(translatorAtom);
  const seriesAtom = useMemo(() => queryAtom(oneTestSeriesQuery(slug)), [slug]);
  const series = useAtomValue(seriesAtom);
  return (
    <ItemStatus query={series} loadingText={t('testSeries.loading')}>
      {(item) => <TestSeriesDetails series={item} />}
    </ItemStatus>
  );
}

export const loader = pageData((ensure, { slug = '' }) => [ensure(oneTestSeriesQuery(slug)), ensure(examsQuery(null))]);

function TestSeriesDetails({ series }: { series: TestSeries }) {
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const locale = useAtomValue(localeAtom);
  const languageNames = useLanguageNames();
  const exams = useAtomValue(examsAtom);
  const covered = (exams.data ?? []).filter((exam) => series.exam_slugs.includes(exam.slug));
  // The server counts what a learner may take free by the same rule: a 'take' exam is free.
  const firstFreeExam = covered.find((exam) => exam.status === 'take');
  const allFree = series.total_tests > 0 && series.free_tests === series.total_tests;

  return (
    <>
      <PageBanner
        title={pickTranslation(series, 'title', language)}
        subline={
          series.users > 0 ? t('testSeries.learners', { count: new Intl.NumberFormat(locale).format(series.users) }) : undefined
        }
      />
      <section className={page.section} aria-labelledby="series-contents">
        <div className={styles.layout}>
          <div>
            <h2 id="series-contents" className={page.sectionTitle}>
              {t('testSeries.contents')}
            </h2>
            <ul className={styles.tests}>
              {series.tests.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className={styles.languages}>
              {t('testSeries.languages')}: {languageNames(series.languages).join(', ')}
            </p>
            {covered.length > 0 ? (
              <>
                <h2 className={page.sectionTitle}>{t('testSeries.exams')}</h2>
                <ul className={styles.exams}>
                  {covered.map((exam) => (
                    <li key={exam.id}>
                      <Link to={`/exam/${exam.slug}`} className={styles.examLink}>
                        {pickTranslation(exam, 'title', language)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
          <img src={series.image} alt="" width={320} height={180} className={styles.image} />
        </div>
        {series.price > 0 ? (
          <p className={styles.price}>
            <span className={styles.priceNow}>{formatRupees(series.price, locale)}</span>
            {series.list_price > series.price ? <s className={styles.priceWas}>{formatRupees(series.list_price, locale)}</s> : null}
          </p>
        ) : allFree ? (
          <p className={styles.price}>{t('testSeries.free')}</p>
        ) : null}
        <div className={page.sectionActions}>
          {series.price > 0 ? (
            <ButtonLink href={checkoutPath({ kind: 'test_series', slug: series.slug })} linkComponent={RouterLink}>
              {t('testSeries.buy', { price: formatRupees(series.price, locale) })}
            </ButtonLink>
          ) : firstFreeExam ? (
            <ButtonLink href={examTestsPath(firstFreeExam)} linkComponent={RouterLink}>
              {t('testSeries.startFree')}
            </ButtonLink>
          ) : null}
          {series.course_slug ? (
            <ButtonLink href={coursePath(series.course_slug)} variant="outline" linkComponent={RouterLink}>
              {t('testSeries.course')}
            </ButtonLink>
          ) : null}
        </div>
      </section>
    </>
  );
}
