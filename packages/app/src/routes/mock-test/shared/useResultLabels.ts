import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type {
  AnswerChangeSummaryLabels,
  AttemptListLabels,
  ProgressChartLabels,
  RankCardLabels,
  SectionChartLabels,
  SolutionCardLabels,
  SolutionReviewLabels,
  TopicAccuracyListLabels,
} from '@pariksha/ui';
import { translatorAtom } from '../../../features/language/atoms';
import '../../../i18n/testMessages';
import '../../../i18n/resultMessages';

/** The result screens' ui components' words in the reader's language (the components take every text as labels). */
export function useResultLabels() {
  const t = useAtomValue(translatorAtom);
  return useMemo(() => {
    const rank: RankCardLabels = {
      heading: t('result.rank.heading'),
      rank: t('result.rank.rank'),
      ofCandidates: (candidates, count) => t('result.rank.ofCandidates', { count, candidates }),
      percentile: (percentile) => t('result.rank.percentile', { percentile }),
      provisional: t('result.rank.provisional'),
      notCounted: (attempt, place, candidates) => t('result.rank.notCounted', { attempt, place, candidates }),
      loading: t('result.rank.loading'),
      unavailable: t('result.rank.unavailable'),
    };
    const sections: SectionChartLabels = {
      scoreHeading: t('result.chart.scoreHeading'),
      timeHeading: t('result.chart.timeHeading'),
      legend: t('result.chart.legend'),
      you: t('result.chart.you'),
      average: t('result.chart.average'),
      topper: t('result.chart.topper'),
      accuracyNote: (accuracy, attempted, questions) => t('result.chart.accuracyNote', { accuracy, attempted, questions }),
      scoreSummary: ({ section, score, maxScore, average, topper }) =>
        [
          t('result.chart.scoreSummary', { section, score, maxScore }),
          average === null ? null : t('result.chart.scoreAverage', { average }),
          topper === null ? null : t('result.chart.scoreTopper', { topper }),
        ]
          .filter((part) => part !== null)
          .join(', '),
      timeSummary: (section, time) => t('result.chart.timeSummary', { section, time }),
      showTable: t('result.chart.showTable'),
      hideTable: t('result.chart.hideTable'),
      tableCaption: t('result.chart.tableCaption'),
      section: t('result.chart.section'),
      yourScore: t('result.chart.yourScore'),
      accuracy: t('result.chart.accuracy'),
      attempted: t('result.chart.attempted'),
      time: t('result.chart.time'),
      outOf: (value, total) => t('result.chart.outOf', { value, total }),
      missing: '—',
      empty: t('result.chart.empty'),
    };
    const topics: TopicAccuracyListLabels = {
      heading: t('result.topics.heading'),
      weakest: (names, count) => t('result.topics.weakest', { count, names }),
      noWeakTopics: t('result.topics.noWeakTopics'),
      basedOn: (tests, count) => t('result.topics.basedOn', { count, tests }),
      result: (correct, questions) => t('result.topics.result', { correct, questions }),
      weakBadge: t('result.topics.weakBadge'),
      showAll: (total) => t('result.topics.showAll', { total }),
      showFewer: t('result.topics.showFewer'),
      empty: t('result.topics.empty'),
      loading: t('result.topics.loading'),
      error: (message) => t('attempts.error', { message }),
    };
    const changes: AnswerChangeSummaryLabels = {
      heading: t('result.changes.heading'),
      rightToWrong: t('result.changes.rightToWrong'),
      wrongToRight: t('result.changes.wrongToRight'),
      wrongToWrong: t('result.changes.wrongToWrong'),
      advice: {
        none: t('result.changes.none'),
        trustFirstInstinct: t('result.changes.trustFirstInstinct'),
        recheckingPaidOff: t('result.changes.recheckingPaidOff'),
        evenTrade: t('result.changes.evenTrade'),
        changesDidNotHelp: t('result.changes.changesDidNotHelp'),
      },
    };
    const card: SolutionCardLabels = {
      question: (number) => t('result.card.question', { number }),
      direction: t('result.card.direction'),
      options: t('result.card.options'),
      multipleHint: t('result.card.multipleHint'),
      correctAnswer: t('result.card.correctAnswer'),
      yourAnswer: t('result.card.yourAnswer'),
      notAnswered: t('result.card.notAnswered'),
      partlyRight: (chosen, correct) => t('result.card.partlyRight', { count: chosen, correct }),
      outcomes: {
        correct: t('result.outcome.correct'),
        partial: t('result.outcome.partial'),
        wrong: t('result.outcome.wrong'),
        unanswered: t('result.outcome.unanswered'),
      },
      marked: t('result.card.marked'),
      timeSpent: t('result.card.timeSpent'),
      explanation: t('result.card.explanation'),
      accepted: (from, to) => t('result.card.accepted', { from, to }),
      shownIn: { en: t('result.card.shownIn.en'), hi: t('result.card.shownIn.hi') },
    };
    const solutions: SolutionReviewLabels = {
      title: t('result.solutions.title'),
      language: t('result.solutions.language'),
      languageNames: { en: 'English', hi: 'हिन्दी' },
      filter: t('result.solutions.filter'),
      filters: {
        all: t('result.solutions.filter.all'),
        correct: t('result.solutions.filter.correct'),
        partial: t('result.solutions.filter.partial'),
        wrong: t('result.solutions.filter.wrong'),
        unanswered: t('result.solutions.filter.unanswered'),
        marked: t('result.solutions.filter.marked'),
      },
      empty: {
        all: t('result.solutions.empty.all'),
        correct: t('result.solutions.empty.correct'),
        partial: t('result.solutions.empty.partial'),
        wrong: t('result.solutions.empty.wrong'),
        unanswered: t('result.solutions.empty.unanswered'),
        marked: t('result.solutions.empty.marked'),
      },
      strip: t('result.solutions.strip'),
      question: (number, outcome, marked) =>
        marked === null ? t('result.solutions.question', { number, outcome }) : t('result.solutions.questionMarked', { number, outcome, marked }),
      previousPage: t('result.solutions.previousPage'),
      nextPage: t('result.solutions.nextPage'),
      page: (first, last, total) => t('result.solutions.page', { first, last, total }),
      previous: t('result.solutions.previous'),
      next: t('result.solutions.next'),
      position: (current, total) => t('result.solutions.position', { current, total }),
      card,
    };
    const attempts: AttemptListLabels = {
      table: t('attempts.heading'),
      test: t('attempts.test'),
      date: t('attempts.date'),
      score: t('attempts.score'),
      rank: t('attempts.rank'),
      action: t('attempts.action'),
      inProgress: t('attempts.inProgress'),
      viewResult: t('attempts.viewResult'),
      resume: t('attempts.resume'),
      noScore: t('attempts.noScore'),
      notRanked: t('attempts.notRanked'),
      showMore: t('attempts.showMore'),
      showing: (shown, total) => t('attempts.showing', { shown, total }),
      empty: t('attempts.empty'),
      loading: t('attempts.loading'),
      error: (message) => t('attempts.error', { message }),
      retry: t('attempts.retry'),
    };
    const progress: ProgressChartLabels = {
      chart: t('progress.chart'),
      legend: t('progress.legend'),
      score: t('progress.score'),
      percentile: t('progress.percentile'),
      latest: (score, percentile) => (percentile === null ? t('progress.latestUnranked', { score }) : t('progress.latest', { score, percentile })),
      summary: ({ count, firstDate, lastDate, firstScore, lastScore, firstPercentile, lastPercentile }) => {
        const values = { count, firstDate, lastDate, firstScore, lastScore };
        if (lastPercentile === null) return t('progress.summary', values);
        if (firstPercentile === null) return t('progress.summaryPercentile', { ...values, lastPercentile });
        // Two ranked attempts or more: never the singular.
        return t('progress.summaryPercentiles', { ...values, firstPercentile, lastPercentile });
      },
      showTable: t('progress.showTable'),
      hideTable: t('progress.hideTable'),
      tableCaption: t('progress.tableCaption'),
      date: t('progress.date'),
      test: t('progress.test'),
      scoreCell: (share, score, maxScore) => t('progress.scoreCell', { share, score, maxScore }),
      missing: '—',
      loading: t('progress.loading'),
      empty: t('progress.empty'),
      error: (message) => t('progress.error', { message }),
    };
    return { rank, sections, topics, changes, solutions, attempts, progress };
  }, [t]);
}
