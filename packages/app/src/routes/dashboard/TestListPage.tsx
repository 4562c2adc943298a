import { useAtomValue } from 'jotai';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { Exam } from '@pariksha/server/contract/responses';
import { ButtonLink, ExamCard } from '@pariksha/ui';
import { ListStatus } from '../../components/ListStatus';
import { queryAtom } from '../../data/queryAtom';
import { pageData } from '../../data/routeData';
import { categoriesAtom } from '../../features/content/atoms';
import { defaultImages } from '../../features/content/defaultImages';
import { categoriesQuery, examsQuery } from '../../features/content/queries';
import { examCategoriesPath } from '../../features/exams/categoriesPath';
import { CategoryLinks } from '../../features/exams/CategoryLinks';
import { examDateLabel } from '../../features/exams/examDateLabel';
import { localeAtom, selectedLanguageAtom, translatorAtom } from '../../features/language/atoms';
import { pickTranslation } from '../../i18n/pickTranslation';
import { RouterLink } from '../../layout/RouterLink';
import * as page from '../../layout/page.css';
import * as styles from './DashboardPage.css';
import * as listStyles from './TestListPage.css';
import '../../i18n/accountMessages';

const ExamHighlightDialog = lazy(() => import('../../features/exams/ExamHighlightDialog'));

/** Where Take Test leads: the spec's instructions page with the test's numbers in the address. */
function instructionsPath(exam: Exam, title: string): string {
  const query = new URLSearchParams({
    title,
    questions: String(exam.questions),
    minutes: String(exam.minutes),
    marks: String(exam.marks),
  });
  return `/dashboard/test-instruction?${query.toString()}`;
}

/**
 * `/dashboard/test-list/{category}`: the exams of one category. An exam with status 'take' can
 * be started; any other is locked, and its button leads to the plans that unlock it. A link leads
 * back to the categories; an unknown category offers the known ones instead of a retry.
 */
export default function TestListPage() {
  const { category = '' } = useParams();
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const locale = useAtomValue(localeAtom);
  const navigate = useNavigate();
  const categories = useAtomValue(categoriesAtom);
  const examsAtom = useMemo(() => queryAtom(examsQuery(category)), [category]);
  const exams = useAtomValue(examsAtom);
  const [highlighted, setHighlighted] = useState<Exam | null>(null);
  const current = categories.data?.find((item) => String(item.id) === category);

  return (
    <div className={styles.page}>
      {/* In a block of its own: a grid cell would stretch the link across the page. */}
      <div className={listStyles.back}>
        <ButtonLink href={examCategoriesPath} variant="ghost" linkComponent={RouterLink}>
          <span aria-hidden="true">←</span> {t('testList.backToCategories')}
        </ButtonLink>
      </div>
      <h1 className={styles.title}>
        {current ? pickTranslation(current, 'name', language) : t('testList.title')}
      </h1>
      <ListStatus
        query={exams}
        loadingText={t('exams.loading')}
        errorText={(message) => t('list.error', { message })}
        emptyText={t('exams.empty')}
        failureWayOn={<CategoryLinks />}
      >
        {(items) => (
          <ul className={page.cardGrid}>
            {items.map((exam) => {
              const title = pickTranslation(exam, 'title', language);
              const open = exam.status === 'take';
              return (
                <li key={exam.id}>
                  <ExamCard
                    title={title}
                    description={pickTranslation(exam, 'description', language)}
                    imageSrc={exam.image}
                    defaultImageSrc={defaultImages.card}
                    dateLabel={examDateLabel(exam.date, locale, t('exams.noDate'))}
                    meta={{ questions: exam.questions || 0, minutes: exam.minutes || 0, marks: exam.marks || 0 }}
                    status={open ? 'open' : 'locked'}
                    labels={{
                      getStarted: open ? t('testList.takeTest') : t('testList.unlock'),
                      highlight: t('exams.highlight'),
                      date: t('exams.date'),
                      questions: t('exams.questions'),
                      minutes: t('exams.minutes'),
                      marks: t('exams.marks'),
                    }}
                    onGetStarted={() => void navigate(open ? instructionsPath(exam, title) : '/subscription-plans')}
                    onHighlight={() => setHighlighted(exam)}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </ListStatus>
      {highlighted ? (
        <Suspense fallback={null}>
          <ExamHighlightDialog exam={highlighted} onClose={() => setHighlighted(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

export const loader = pageData((ensure, { category = '' }) => [ensure(examsQuery(category)), ensure(categoriesQuery)]);
