import { useAtomValue } from 'jotai';
import type { Course } from '@pariksha/contract';
import { CourseCard } from '@pariksha/ui';
import { pickTranslation } from '../../i18n/pickTranslation';
import { RouterLink } from '../../layout/RouterLink';
import * as page from '../../layout/page.css';
import { defaultImages } from '../content/defaultImages';
import { localeAtom, selectedLanguageAtom, translatorAtom } from '../language/atoms';
import { coursePath } from './coursePath';
import { truncateText } from './truncateText';
import '../../i18n/contentMessages';

/** Cards a wide screen shows side by side at the top of the grid. */
const firstRow = 3;

/** Courses as cards, each leading to its landing page; descriptions cut to `descriptionLimit`. */
export function CourseGrid({
  courses,
  descriptionLimit,
  headingLevel = 3,
}: {
  courses: readonly Course[];
  descriptionLimit: number;
  /** The course names' level: 2 right under a page title, 3 under a section heading. */
  headingLevel?: 2 | 3;
}) {
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const locale = useAtomValue(localeAtom);
  return (
    <ul className={page.cardGrid}>
      {courses.map((course, index) => (
        <li key={course.id}>
          <CourseCard
            name={pickTranslation(course, 'name', language)}
            description={truncateText(pickTranslation(course, 'description', language), descriptionLimit)}
            imageSrc={course.image}
            fallbackImageSrc={defaultImages.card}
            // The first row is on screen at once (often the largest thing on a phone): no lazy wait.
            imageLoading={index < firstRow ? 'eager' : 'lazy'}
            meta={{ state: course.state ?? undefined, enrolments: course.enrolments > 0 ? course.enrolments : undefined, price: course.price }}
            locale={locale}
            href={coursePath(course.slug)}
            linkComponent={RouterLink}
            headingLevel={headingLevel}
            labels={{
              getStarted: t('courses.getStarted'),
              state: t('courses.stateLabel'),
              enrolments: t('courses.enrolments'),
              price: t('course.price'),
            }}
          />
        </li>
      ))}
    </ul>
  );
}
