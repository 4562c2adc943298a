import { useAtomValue } from 'jotai';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AttemptResult } from '@pariksha/contract/responses';
import {
  AnswerChangeSummary,
  Avatar,
  ButtonLink,
  RankCard,
  SectionChart,
  TopicAccuracyList,
} from '@pariksha/ui';
import { queryAtom } from '../../../data/queryAtom';
import { pageData } from '../../../data/routeData';
import { attemptIdOf } from '../../../features/attempts/attemptAddress';
import { attemptResultQuery } from '../../../features/attempts/queries';
import { useAuth } from '../../../features/auth/useAuth';
import { defaultImages } from '../../../features/content/defaultImages';
import { examCategoriesPath } from '../../../features/exams/categoriesPath';
import { localeAtom, translatorAtom } from '../../../features/language/atoms';
import { RouterLink } from '../../../layout/RouterLink';
import { AttemptStatus, NoAttempt } from '../shared/AttemptStatus';
import { clockTime } from '../shared/clockTime';
import { SectionTable } from '../shared/SectionTable';
import * as styles from '../shared/test.css';
import { useResultLabels } from '../shared/useResultLabels';
import { PracticeButton } from './PracticeButton';
import { RescoreNotice } from './RescoreNotice';
import * as resultStyles from './result.css';
import { chartSections, resultTable } from './resultSections';
import { SlowestQuestions } from './SlowestQuestions';
import { type SolutionJump, Solutions } from './Solutions';
import { topicAccuracy } from './topicAccuracy';
import '../../../i18n/testMessages';
import '../../../i18n/resultMessages';

/**
 * `/dashboard/test-result?attempt=…`: the submitted attempt's score per section, with totals (the
 * spec's table), then what it teaches: rank and percentile, score and time by section beside the
 * average candidate and the topper, the slowest questions, weak topics with a practice test,
 * answers changed, and every solution.
 */
export default function ResultPage() {
  const [search] = useSearchParams();
  const attemptId = attemptIdOf(search);
  return attemptId === null ? <NoAttempt /> : <AttemptResultView attemptId={attemptId} />;
}

function AttemptResultView({ attemptId }: { attemptId: string }) {
  const t = useAtomValue(translatorAtom);
  const result = useAtomValue(useMemo(() => queryAtom(attemptResultQuery(attemptId)), [attemptId]));
  return (
    <AttemptStatus attemptId={attemptId} query={result} loadingText={t('test.resultLoading')} errorText={(message) => t('test.resultFailed', { message })}>
      {(data) => <ResultView result={data} />}
    </AttemptStatus>
  );
}

function ResultView({ result }: { result: AttemptResult }) {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const labels = useResultLabels();
  const [jump, setJump] = useState<SolutionJump | null>(null);
  const topics = topicAccuracy(
    result.weak_topics.topics.map((topic) => ({ id: topic.slug, name: topic.name, questions: topic.questions, attempted: topic.attempted, correct: topic.correct })),
    3,
  );
  const ranking = result.ranking;
  return (
    <div className={styles.page}>
      <ResultTable result={result} />
      {/* RankCard, TopicAccuracyList and AnswerChangeSummary draw their own cards. */}
      <div className={resultStyles.blocks}>
        {ranking === null ? (
          <RankCard
            status="unavailable"
            // A staff preview of a draft is not a practice test: it says what it is.
            labels={result.pattern === 'preview' ? { ...labels.rank, unavailable: t('result.rank.preview') } : labels.rank}
            locale={locale}
            headingLevel={2}
          />
        ) : (
          <RankCard
            rank={ranking.rank}
            candidates={ranking.candidates}
            percentile={ranking.percentile}
            provisional={ranking.provisional}
            counted={ranking.counted}
            attemptNumber={result.attempt_number}
            labels={labels.rank}
            locale={locale}
            headingLevel={2}
          />
        )}
        <div className={styles.card}>
          <SectionChart sections={chartSections(result)} labels={labels.sections} locale={locale} headingLevel={2} />
        </div>
        <SlowestQuestions result={result} onOpen={(questionId) => setJump((last) => ({ questionId, count: (last?.count ?? 0) + 1 }))} />
        <TopicAccuracyList
          topics={topics.items}
          attemptsCounted={result.weak_topics.attempts}
          action={topics.weakest.length === 0 ? undefined : <PracticeButton topics={topics.weakest} />}
          labels={labels.topics}
          locale={locale}
          headingLevel={2}
        />
        <AnswerChangeSummary
          rightToWrong={result.answer_changes.right_to_wrong}
          wrongToRight={result.answer_changes.wrong_to_right}
          wrongToWrong={result.answer_changes.wrong_to_wrong}
          labels={labels.changes}
          locale={locale}
          headingLevel={2}
        />
        <Solutions attemptId={result.attempt_id} jump={jump} />
      </div>
    </div>
  );
}

function ResultTable({ result }: { result: AttemptResult }) {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const user = useAuth().context.user;
  const headingId = useId();
  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : '';
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  // A Partly right column only for a paper whose partial marks earned something (JEE Advanced).
  const table = resultTable(result, t('test.total'));

  return (
    <div className={styles.page}>
      <h1 id={headingId} className={styles.title}>{t('test.resultTitle')}</h1>
      <div className={styles.resultGrid}>
        {/* The candidate at the side (below the title on a phone), as on the exam's score card. */}
        <section className={`${styles.card} ${styles.learner}`} aria-label={t('test.candidate')}>
          {/* The profile's avatar: the learner's photo when the profile has one (today it has none), else the default. */}
          <Avatar name={name || t('test.learner')} fallbackSrc={defaultImages.avatar} size="large" />
          <div className={styles.learnerText}>
            <p className={styles.learnerName}>{name || t('test.learner')}</p>
            <p className={styles.paperTitle}>{result.title}</p>
          </div>
        </section>
        <div className={styles.page}>
          <p className={styles.subtitle}>
            {t('test.scoreLine', { score: number.format(result.totals.score), total: number.format(result.totals.total_marks) })}
          </p>
          <RescoreNotice rescores={result.rescores} />
          <SectionTable
            framed
            labelledBy={headingId}
            columns={[
              t('test.col.section'),
              t('test.col.attempted'),
              t('test.col.correct'),
              ...(table.partial ? [t('test.col.partial')] : []),
              t('test.col.wrong'),
              t('test.col.score'),
              t('test.col.timeSpent'),
            ]}
            rows={table.rows.map((row) => ({
              key: row.key,
              name: row.name,
              total: row.total,
              values: [
                `${number.format(row.attempted)}/${number.format(row.questions)}`,
                number.format(row.correct),
                ...(table.partial ? [number.format(row.partial)] : []),
                number.format(row.wrong),
                number.format(row.score),
                clockTime(row.timeSpentMs),
              ],
            }))}
          />
          <div className={styles.actions}>
            <ButtonLink href={examCategoriesPath} linkComponent={RouterLink}>
              {t('test.continue')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </div>
  );
}

export const loader = pageData((ensure, _params, request) => {
  const attemptId = attemptIdOf(new URL(request.url).searchParams);
  return attemptId === null ? [] : [ensure(attemptResultQuery(attemptId))];
});
