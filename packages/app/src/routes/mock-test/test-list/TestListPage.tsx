import { useAtomValue } from 'jotai';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { Exam } from '@pariksha/contract/responses';
import { ButtonLink, ExamCard, StatusMessage } from '@pariksha/ui';
import { failureMessage } from '../../../api/ApiError';
import { apiAtom } from '../../../api/apiAtom';
import { ListStatus } from '../../../components/ListStatus';
import { queryAtom } from '../../../data/queryAtom';
import { pageData } from '../../../data/routeData';
import { categoriesAtom } from '../../../features/content/atoms';
import { attemptPath } from '../../../features/attempts/attemptAddress';
import { myAttemptsQuery, startAttempt } from '../../../features/attempts/queries';
import { examAccessQuery } from '../../../features/commerce/queries';
import { defaultImages } from '../../../features/content/defaultImages';
import { categoriesQuery, examsQuery } from '../../../features/content/queries';
import { examCategoriesPath } from '../../../features/exams/categoriesPath';
import { CategoryLinks } from '../../../features/exams/CategoryLinks';
import { examDateLabel } from '../../../features/exams/examDateLabel';
import { localeAtom, selectedLanguageAtom, translatorAtom } from '../../../features/language/atoms';
import { pickTranslation } from '../../../i18n/pickTranslation';
import { RouterLink } from '../../../layout/RouterLink';
import * as page from '../../../layout/page.css';
import * as styles from '../../dashboard/DashboardPage.css';
import * as listStyles from './TestListPage.css';
import '../../../i18n/testMessages';

const ExamHighlightDialog = lazy(() => import('../../../features/exams/ExamHighlightDialog'));

/** The learner's attempts list, read once for the visit of every test list. */
const myAttemptsAtom = queryAtom(myAttemptsQuery);
/** What this learner may take: free exams, and what their plans and purchases unlock. */
const examAccessAtom = queryAtom(examAccessQuery);

/**
 * `/dashboard/test-list/{category}`: the exams of one category. An exam the learner may take (the
 * provider's status for them: free, or unlocked by a plan or a purchase) can be started (Take Test
 * starts an attempt and opens its instructions); one with an attempt in progress shows Resume; any
 * other is locked, and its Unlock leads to the plans with the exam named.
 * A link leads back to the categories; an unknown category offers the known ones instead of a retry.
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
  const api = useAtomValue(apiAtom);
  const myAttempts = useAtomValue(myAttemptsAtom);
  const access = useAtomValue(examAccessAtom);
  const statusFor = new Map((access.data ?? []).map((item) => [item.exam_id, item.status] as const));
  const [starting, setStarting] = useState<number | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const inProgress = new Map(
    (myAttempts.data ?? []).flatMap((attempt) => (attempt.status === 'in_progress' && attempt.exam_id !== null ? [[attempt.exam_id, attempt.attempt_id] as const] : [])),
  );

  /** startAttempt answers the attempt already in progress for this exam, if there is one. */
  async function takeTest(exam: Exam) {
    const resume = inProgress.get(exam.id);
    if (resume !== undefined) {
      void navigate(attemptPath('questions', resume));
      return;
    }
    setStarting(exam.id);
    setStartError(null);
    try {
      const attempt = await startAttempt(api, exam.id);
      void navigate(attemptPath('instructions', attempt.attempt_id));
    } catch (error) {
      setStartError(failureMessage(t, error) ?? String(error));
    } finally {
      setStarting(null);
    }
  }
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
      {startError !== null ? <StatusMessage tone="critical">{t('testList.startFailed', { message: startError })}</StatusMessage> : null}
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
              // Until the learner's own statuses arrive, the exam's public one (free or locked) stands.
              const open = (statusFor.get(exam.id) ?? exam.status) === 'take';
              // The numbers of the test Take Test starts, which may be the general aptitude test.
              const test = exam.mock_test ?? exam;
              return (
                <li key={exam.id}>
                  <ExamCard
                    title={title}
                    description={pickTranslation(exam, 'description', language)}
                    imageSrc={exam.image}
                    defaultImageSrc={defaultImages.card}
                    dateLabel={examDateLabel(exam.date, locale, t('exams.noDate'))}
                    meta={{ questions: test.questions || 0, minutes: test.minutes || 0, marks: test.marks || 0 }}
                    status={open ? 'open' : 'locked'}
                    labels={{
                      getStarted: !open ? t('testList.unlock') : inProgress.has(exam.id) ? t('testList.resume') : t('testList.takeTest'),
                      highlight: t('exams.highlight'),
                      date: t('exams.date'),
                      questions: t('exams.questions'),
                      minutes: t('exams.minutes'),
                      marks: t('exams.marks'),
                    }}
                    onGetStarted={() => {
                      if (!open) void navigate(`/subscription-plans?exam=${encodeURIComponent(exam.slug)}`);
                      else if (starting === null) void takeTest(exam);
                    }}
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

export const loader = pageData((ensure, { category = '' }) => [
  ensure(examsQuery(category)),
  ensure(categoriesQuery),
  ensure(myAttemptsQuery),
  ensure(examAccessQuery),
]);
