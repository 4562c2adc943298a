import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { Course } from '@pariksha/contract/responses';
import { CourseOfferCard, FeatureTiles, PageBanner } from '@pariksha/ui';
import { ItemStatus } from '../../components/ItemStatus';
import { queryAtom } from '../../data/queryAtom';
import { pageData } from '../../data/routeData';
import { tokenAtom } from '../../features/auth/atoms';
import { signUpPath } from '../../features/auth/startPath';
import { checkoutPath } from '../../features/commerce/checkoutItem';
import { ContactSection } from '../../features/contact/ContactSection';
import { courseQuery, faqsQuery } from '../../features/content/queries';
import { FaqSection } from '../../features/content/FaqSection';
import { sbiPoCourseSlug } from '../../features/courses/coursePath';
import { examDateLabel } from '../../features/exams/examDateLabel';
import { localeAtom, selectedLanguageAtom, translatorAtom } from '../../features/language/atoms';
import { useLanguageNames } from '../../features/language/useLanguageNames';
import { pickTranslation } from '../../i18n/pickTranslation';
import * as page from '../../layout/page.css';
import * as styles from './CourseLandingPage.css';
import '../../i18n/contentMessages';

/**
 * A course's landing page, drawn from that course's data: `/sbi-po-exam` (the spec's own
 * address for the SBI PO batch) and `/course/{slug}` for every course.
 */
export default function CourseLandingPage() {
  const { slug = sbiPoCourseSlug } = useParams();
  const t = useAtomValue(translatorAtom);
  const courseAtom = useMemo(() => queryAtom(courseQuery(slug)), [slug]);
  const course = useAtomValue(courseAtom);
  return (
    <ItemStatus query={course} loadingText={t('course.loading')}>
      {(item) => <CourseLanding course={item} />}
    </ItemStatus>
  );
}

export const loader = pageData((ensure, { slug = sbiPoCourseSlug }) => [ensure(courseQuery(slug)), ensure(faqsQuery)]);

function CourseLanding({ course }: { course: Course }) {
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const locale = useAtomValue(localeAtom);
  const signedIn = useAtomValue(tokenAtom) !== null;
  const languageNames = useLanguageNames();
  const navigate = useNavigate();
  const name = pickTranslation(course, 'name', language);
  const dates = t('course.dates', {
    start: examDateLabel(course.starts_on, locale, t('exams.noDate')),
    end: examDateLabel(course.ends_on, locale, t('exams.noDate')),
  });

  return (
    <>
      <PageBanner eyebrow={course.audience} title={name} subline={dates} />
      <div className={`${page.container} ${styles.layout}`}>
        <div className={styles.main}>
          <section className={styles.block} aria-labelledby="course-about">
            <h2 id="course-about" className={page.sectionTitle}>
              {t('course.about')}
            </h2>
            {course.about.map((paragraph) => (
              <p key={paragraph} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
          </section>
          <section className={styles.block} aria-labelledby="course-features">
            <h2 id="course-features" className={page.sectionTitle}>
              {t('course.features')}
            </h2>
            <FeatureTiles tiles={course.features} headingLevel={3} labelledBy="course-features" />
          </section>
        </div>
        <aside className={styles.side} aria-label={t('course.offer')}>
          <CourseOfferCard
            badge={t('course.new')}
            totalTests={course.total_tests}
            freeTests={course.free_tests}
            languages={languageNames(course.languages)}
            price={course.price}
            listPrice={course.list_price}
            discountPercent={course.discount_percent}
            locale={locale}
            onPurchase={() => {
              if (signedIn) void navigate(checkoutPath({ kind: 'course', slug: course.slug }));
              else void navigate(`${signUpPath}?course=${encodeURIComponent(course.slug)}`);
            }}
            labels={{
              totalTests: t('course.totalTests'),
              freeTests: t('course.freeTests'),
              languages: t('course.languages'),
              originalPrice: t('course.originalPrice'),
              price: t('course.price'),
              discount: t('course.off'),
              purchase: t('course.purchase'),
            }}
          />
        </aside>
      </div>
      <FaqSection />
      <ContactSection />
    </>
  );
}
