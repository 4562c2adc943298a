import { useAtom, useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Exam } from '@pariksha/contract';
import { Button, CategoryChips, ExamCard, StatusMessage } from '@pariksha/ui';
import { failureMessage } from '../../api/ApiError';
import { ListStatus } from '../../components/ListStatus';
import { categoriesAtom, examCategoryFilterAtom, filteredExamsAtom } from '../../features/content/atoms';
import { defaultImages } from '../../features/content/defaultImages';
import { examDateLabel } from '../../features/exams/examDateLabel';
import { examTestsPath } from '../../features/exams/examTestsPath';
import { localeAtom, selectedLanguageAtom, translatorAtom } from '../../features/language/atoms';
import { pickTranslation } from '../../i18n/pickTranslation';
import * as page from '../../layout/page.css';
import * as styles from './ExamsSection.css';

/** Two rows on a laptop; 'Show all' opens the rest. */
const foldedCount = 6;

/** The Highlight dialog's code arrives with the first Highlight pressed. */
const ExamHighlightDialog = lazy(() => import('../../features/exams/ExamHighlightDialog'));

/** 'Explore by Upcoming or Popular Exams': category chips over the exams of the chosen category. */
export function ExamsSection() {
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const categories = useAtomValue(categoriesAtom);
  const [categoryId, setCategoryId] = useAtom(examCategoryFilterAtom);

  return (
    <section className={page.section} aria-labelledby="exams-title">
      <h2 id="exams-title" className={page.sectionTitle}>
        {t('exams.title')}
      </h2>
      <p className={page.sectionLead}>{t('exams.lead')}</p>
      {categories.isPending ? (
        <StatusMessage tone="neutral" busy>
          {t('categories.loading')}
        </StatusMessage>
      ) : categories.isError ? (
        <StatusMessage tone="critical">{t('categories.error', { message: failureMessage(t, categories.error) ?? '' })}</StatusMessage>
      ) : categories.data.length === 0 ? (
        <StatusMessage tone="neutral">{t('categories.empty')}</StatusMessage>
      ) : (
        <CategoryChips
          categories={categories.data.map((category) => ({
            id: category.id,
            label: pickTranslation(category, 'name', language),
          }))}
          selectedId={categoryId}
          onSelect={(id) => setCategoryId(id === null ? null : Number(id))}
          allLabel={t('exams.all')}
          ariaLabel={t('exams.categories')}
        />
      )}
      <div className={styles.list}>
        {/* A new category starts folded again. */}
        <ExamList key={categoryId ?? 'all'} />
      </div>
    </section>
  );
}

function ExamList() {
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const locale = useAtomValue(localeAtom);
  const exams = useAtomValue(filteredExamsAtom);
  const navigate = useNavigate();
  const [highlighted, setHighlighted] = useState<Exam | null>(null);
  const [expanded, setExpanded] = useState(false);

  return (
    <>
      <ListStatus
        query={exams}
        loadingText={t('exams.loading')}
        errorText={(message) => t('list.error', { message })}
        emptyText={t('exams.empty')}
      >
        {(items) => (
          <>
            <ul className={page.cardGrid}>
              {(expanded ? items : items.slice(0, foldedCount)).map((exam) => (
                <li key={exam.id}>
                  <ExamCard
                    title={pickTranslation(exam, 'title', language)}
                    description={pickTranslation(exam, 'description', language)}
                    imageSrc={exam.image}
                    defaultImageSrc={defaultImages.card}
                    dateLabel={examDateLabel(exam.date, locale, t('exams.noDate'))}
                    meta={{ questions: exam.questions, minutes: exam.minutes, marks: exam.marks }}
                    labels={{
                      getStarted: t('exams.getStarted'),
                      highlight: t('exams.highlight'),
                      date: t('exams.date'),
                      questions: t('exams.questions'),
                      minutes: t('exams.minutes'),
                      marks: t('exams.marks'),
                    }}
                    onGetStarted={() => void navigate(examTestsPath(exam))}
                    onHighlight={() => setHighlighted(exam)}
                  />
                </li>
              ))}
            </ul>
            {!expanded && items.length > foldedCount ? (
              <div className={page.sectionActions}>
                <Button variant="outline" onClick={() => setExpanded(true)}>
                  {t('exams.showAll', { count: items.length })}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </ListStatus>
      {highlighted ? (
        <Suspense fallback={null}>
          <ExamHighlightDialog exam={highlighted} onClose={() => setHighlighted(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
