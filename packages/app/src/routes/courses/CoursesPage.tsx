import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageBanner, TabPanel, Tabs } from '@pariksha/ui';
import { ListStatus } from '../../components/ListStatus';
import { coursesAtom } from '../../features/content/atoms';
import { CourseGrid } from '../../features/courses/CourseGrid';
import { courseStates, filterCourses, toCourseTab } from '../../features/courses/filterCourses';
import { localeAtom, translatorAtom } from '../../features/language/atoms';
import * as page from '../../layout/page.css';
import * as styles from './CoursesPage.css';
import '../../i18n/contentMessages';
import { pageData } from '../../data/routeData';
import { coursesQuery } from '../../features/content/queries';

/** The spec's cut for course descriptions on this page. */
const descriptionLimit = 60;

/**
 * `/course`: every course, searchable by name, in the provider's order or by popularity or
 * date, and filtered by state. The choices live in the address (`?q=&tab=&state=`), so Back and
 * a shared link show the same list.
 */
export default function CoursesPage() {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const courses = useAtomValue(coursesAtom);
  const [params, setParams] = useSearchParams();
  const ids = useId();
  const query = params.get('q') ?? '';
  const tab = toCourseTab(params.get('tab'));
  const state = params.get('state') || null;

  const update = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const states = courseStates(courses.data ?? [], locale);
  const shown = { ...courses, data: courses.data ? filterCourses(courses.data, { query, tab, state }) : undefined };

  return (
    <>
      <PageBanner title={t('courses.title')} subline={t('courses.lead')} />
      <section className={page.section} aria-label={t('courses.title')}>
        <div className={styles.controls}>
          <div className={styles.field}>
            <label htmlFor={`${ids}-search`} className={styles.label}>
              {t('courses.search')}
            </label>
            <input
              id={`${ids}-search`}
              type="search"
              className={styles.input}
              value={query}
              placeholder={t('courses.searchPlaceholder')}
              onChange={(event) => update('q', event.target.value)}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${ids}-state`} className={styles.label}>
              {t('courses.state')}
            </label>
            <select
              id={`${ids}-state`}
              className={styles.input}
              value={state ?? ''}
              onChange={(event) => update('state', event.target.value || null)}
            >
              <option value="">{t('courses.allStates')}</option>
              {states.map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <Tabs
          label={t('courses.order')}
          tabs={[
            { id: 'all', label: t('courses.all') },
            { id: 'popular', label: t('courses.popular') },
            { id: 'latest', label: t('courses.latest') },
          ]}
          value={tab}
          onValueChange={(next: string) => update('tab', next === 'all' ? null : toCourseTab(next))}
          panelId={`${ids}-panel`}
        />
        <TabPanel id={`${ids}-panel`} value={tab}>
          <ListStatus
            query={shown}
            loadingText={t('courses.loading')}
            errorText={(message) => t('courses.error', { message })}
            emptyText={t('courses.empty')}
          >
            {(items) => <CourseGrid courses={items} descriptionLimit={descriptionLimit} headingLevel={2} />}
          </ListStatus>
        </TabPanel>
      </section>
    </>
  );
}

export const loader = pageData((ensure) => [ensure(coursesQuery)]);
