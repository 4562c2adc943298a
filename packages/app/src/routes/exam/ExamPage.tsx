import { useAtomValue } from 'jotai';
import { useParams } from 'react-router-dom';
import type { Exam } from '@pariksha/contract';
import { ButtonLink, PageBanner } from '@pariksha/ui';
import { ApiError } from '../../api/ApiError';
import { ItemStatus } from '../../components/ItemStatus';
import { coursesAtom, examsAtom } from '../../features/content/atoms';
import { CourseGrid } from '../../features/courses/CourseGrid';
import { ExamPattern } from '../../features/exams/ExamPattern';
import { examTestsPath } from '../../features/exams/examTestsPath';
import { selectedLanguageAtom, translatorAtom } from '../../features/language/atoms';
import { pickTranslation } from '../../i18n/pickTranslation';
import * as page from '../../layout/page.css';
import { RouterLink } from '../../layout/RouterLink';
import '../../i18n/contentMessages';
import { pageData } from '../../data/routeData';
import { coursesQuery, examsQuery } from '../../features/content/queries';

/** `/exam/{slug}`: an exam's pattern and dates, its mock tests, and the courses that prepare for it. */
export default function ExamPage() {
  const { slug } = useParams();
  const t = useAtomValue(translatorAtom);
  const exams = useAtomValue(examsAtom);
  const exam = exams.data?.find((item) => item.slug === slug);
  // An exam missing from a list that did load is a wrong address.
  const query = {
    ...exams,
    data: exam,
    error: exams.data && !exam ? new ApiError('Resource not found.', { status: 404 }) : exams.error,
  };
  return (
    <ItemStatus query={query} loadingText={t('exam.loading')}>
      {(item) => <ExamDetails exam={item} />}
    </ItemStatus>
  );
}

export const loader = pageData((ensure) => [ensure(examsQuery(null)), ensure(coursesQuery)]);

function ExamDetails({ exam }: { exam: Exam }) {
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const courses = useAtomValue(coursesAtom);
  const preparing = (courses.data ?? []).filter((course) => course.exam_slugs.includes(exam.slug));

  return (
    <>
      <PageBanner title={pickTranslation(exam, 'title', language)} subline={pickTranslation(exam, 'name', language)} />
      <section className={page.section} aria-labelledby="exam-pattern">
        <h2 id="exam-pattern" className={page.sectionTitle}>
          {t('exam.pattern')}
        </h2>
        <p className={page.sectionLead}>{pickTranslation(exam, 'description', language)}</p>
        <ExamPattern exam={exam} />
        {exam.mock_test?.pattern === 'general' ? <p className={page.sectionLead}>{t('exam.generalMockTest')}</p> : null}
        <div className={page.sectionActions}>
          <ButtonLink href={examTestsPath(exam)} linkComponent={RouterLink}>
            {t('exams.takeTest')}
          </ButtonLink>
        </div>
      </section>
      {preparing.length > 0 ? (
        <div className={page.band}>
          <section className={page.section} aria-labelledby="exam-courses">
            <h2 id="exam-courses" className={page.sectionTitle}>
              {t('exam.courses')}
            </h2>
            <CourseGrid courses={preparing} descriptionLimit={100} />
          </section>
        </div>
      ) : null}
    </>
  );
}
