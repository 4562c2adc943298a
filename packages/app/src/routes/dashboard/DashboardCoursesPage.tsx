import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@pariksha/ui';
import { ListStatus } from '../../components/ListStatus';
import { coursesAtom, examsAtom } from '../../features/content/atoms';
import { CourseGrid } from '../../features/courses/CourseGrid';
import { examAbbreviation, filterDashboardCourses } from '../../features/courses/dashboardCourses';
import { CategoryFilter } from '../../features/exams/CategoryFilter';
import { selectedLanguageAtom, translatorAtom } from '../../features/language/atoms';
import { pickTranslation } from '../../i18n/pickTranslation';
import * as styles from './DashboardCoursesPage.css';
import * as page from './DashboardPage.css';
import '../../i18n/dashboardMessages';
import '../../i18n/contentMessages';
import { pageData } from '../../data/routeData';
import { categoriesQuery, coursesQuery, examsQuery } from '../../features/content/queries';

/** The spec's cut for course descriptions in the dashboard. */
const descriptionLimit = 100;

/** `/dashboard/courses`, the landing page after login: courses by category, keyword and exam. */
export default function DashboardCoursesPage() {
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const courses = useAtomValue(coursesAtom);
  const exams = useAtomValue(examsAtom);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [keyword, setKeyword] = useState('');
  const [examSlug, setExamSlug] = useState<string | null>(null);
  const [examFilterOpen, setExamFilterOpen] = useState(false);
  const id = useId();
  const shown = {
    ...courses,
    data: courses.data ? filterDashboardCourses(courses.data, { categoryId, keyword, examSlug }) : undefined,
  };

  return (
    <div className={page.page}>
      <h1 className={page.title}>{t('dashboard.coursesTitle')}</h1>
      <CategoryFilter selectedId={categoryId} onSelect={setCategoryId} allLabel={t('courses.all')} />
      <div className={styles.tools}>
        <div className={styles.search}>
          <label htmlFor={`${id}-keyword`} className={page.label}>
            {t('dashboard.keyword')}
          </label>
          <input
            id={`${id}-keyword`}
            type="search"
            className={styles.input}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
          />
        </div>
        <Button variant="outline" aria-expanded={examFilterOpen} aria-controls={`${id}-exam`} onClick={() => setExamFilterOpen((open) => !open)}>
          {t('dashboard.filterByExam')}
        </Button>
      </div>
      {examFilterOpen ? (
        <div id={`${id}-exam`} className={styles.search}>
          <label htmlFor={`${id}-exam-select`} className={page.label}>
            {t('dashboard.exam')}
          </label>
          <select
            id={`${id}-exam-select`}
            className={page.select}
            value={examSlug ?? ''}
            onChange={(event) => setExamSlug(event.target.value || null)}
          >
            <option value="">{t('dashboard.allExams')}</option>
            {(exams.data ?? []).map((exam) => (
              <option key={exam.slug} value={exam.slug}>
                {pickTranslation(exam, 'title', language)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <section aria-labelledby={`${id}-available`}>
        <h2 id={`${id}-available`} className={page.cardTitle}>
          {t('dashboard.available')}
        </h2>
        <ListStatus
          query={shown}
          loadingText={t('courses.loading')}
          errorText={(message) => t('courses.error', { message })}
          emptyText={t('courses.empty')}
        >
          {(items) => <CourseGrid courses={items} descriptionLimit={descriptionLimit} />}
        </ListStatus>
      </section>
      <section aria-labelledby={`${id}-more`}>
        <h2 id={`${id}-more`} className={page.cardTitle}>
          {t('dashboard.moreExams')}
        </h2>
        <ul className={styles.examGrid}>
          {(exams.data ?? []).map((exam) => {
            const title = pickTranslation(exam, 'title', language);
            return (
              <li key={exam.slug}>
                {/* Several exams share their first letters (STA, UPS): the full name is the
                    badge's name for screen readers and its tooltip. */}
                <Link to={`/exam/${exam.slug}`} className={styles.examButton} aria-label={title} title={title}>
                  <span aria-hidden="true">{examAbbreviation(exam.name)}</span>
                  <span className={styles.examName}>{title}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

export const loader = pageData((ensure) => [ensure(categoriesQuery), ensure(coursesQuery), ensure(examsQuery(null))]);
