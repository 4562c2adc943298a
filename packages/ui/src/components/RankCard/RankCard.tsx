import { useId } from 'react';
import { Heading, type SectionHeadingLevel } from '../Heading/Heading';
import { InfoIcon, MedalIcon } from '../private/icons';
import { MeterBar } from '../private/MeterBar/MeterBar';
import { formatCount } from '../ProfileHeader/formatCount';
import { StatusMessage } from '../StatusMessage/StatusMessage';
import { englishOrdinalSuffix, formatPercentile } from './rankFormat';
import * as styles from './RankCard.css';

/** `ranked`: the numbers below are known; `unavailable`: the test gives no rank (a practice test). */
export const rankCardStatuses = ['ranked', 'loading', 'unavailable'] as const;
export type RankCardStatus = (typeof rankCardStatuses)[number];

export interface RankCardLabels {
  /** The card's heading: 'Your rank'. */
  heading: string;
  /** The word before the big number: 'Rank'. */
  rank: string;
  /** After the big number: 'of 348 candidates' (`count` picks the plural). */
  ofCandidates: (candidates: string, count: number) => string;
  /** '96.8 percentile'. */
  percentile: (percentile: string) => string;
  /** Shown when fewer than 10 candidates have taken the test. */
  provisional: string;
  /** A retake, shown against the first attempts' ranking without entering it. */
  notCounted: (attempt: string, place: string, candidates: string, placeNumber: number) => string;
  loading: string;
  unavailable: string;
}

export const defaultRankCardLabels: RankCardLabels = {
  heading: 'Your rank',
  rank: 'Rank',
  ofCandidates: (candidates, count) => (count === 1 ? `of ${candidates} candidate` : `of ${candidates} candidates`),
  percentile: (percentile) => `${percentile} percentile`,
  provisional:
    'This rank is provisional: only a few learners have taken this test so far. It will settle as more learners take it.',
  notCounted: (attempt, place, candidates, placeNumber) =>
    `Attempt ${attempt} — retakes are not ranked; this score would place you ${place}${englishOrdinalSuffix(placeNumber)} of ${candidates}`,
  loading: 'Working out your rank…',
  unavailable: 'This test is for practice: it has no rank.',
};

/** Where the learner's score stands among the first attempts of everyone who took the test. */
export interface RankCardRanking {
  /** 1 is the top; tied scores share a rank. */
  rank: number;
  /** How many first attempts the ranking is among. */
  candidates: number;
  /** 0–100, shown to one decimal. */
  percentile: number;
  /** Fewer than 10 candidates: the rank will still move. */
  provisional: boolean;
  /** False for a retake: shown against the first-attempt ranking, not part of it. */
  counted: boolean;
  /** Which of the learner's attempts at this test this is, from 1. */
  attemptNumber: number;
}

interface RankCardCommonProps {
  labels?: Partial<RankCardLabels>;
  /** Formats the numbers: 'en-IN' by default, 'hi-IN' for Hindi. */
  locale?: string;
  /** The heading's level in the page's outline. */
  headingLevel?: SectionHeadingLevel;
}

/** While loading, or for a test with no ranking, the numbers may be left out. */
type RankCardWithoutRanking = ({ status: 'loading' } | { status: 'unavailable' }) & Partial<RankCardRanking>;

export type RankCardProps = RankCardCommonProps & (({ status?: 'ranked' } & RankCardRanking) | RankCardWithoutRanking);

/**
 * The learner's rank and percentile: "Rank 12 of 348 candidates, 96.8 percentile". A retake says
 * where its score would have placed instead, since retakes never enter the ranking; a ranking of
 * fewer than 10 candidates is marked provisional.
 */
export function RankCard(props: RankCardProps) {
  const { labels, locale = 'en-IN', headingLevel = 2 } = props;
  const text = { ...defaultRankCardLabels, ...labels };
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <div className={styles.header}>
        <MedalIcon className={styles.icon} />
        <Heading level={headingLevel} size="standard" id={headingId}>
          {text.heading}
        </Heading>
      </div>
      {props.status === 'loading' ? (
        <StatusMessage busy>{text.loading}</StatusMessage>
      ) : props.status === 'unavailable' ? (
        <p className={styles.unavailable}>{text.unavailable}</p>
      ) : (
        <Ranking ranking={props} text={text} locale={locale} />
      )}
    </section>
  );
}

function Ranking({ ranking, text, locale }: { ranking: RankCardRanking; text: RankCardLabels; locale: string }) {
  const { rank, candidates, percentile, provisional, counted, attemptNumber } = ranking;
  const rankText = formatCount(rank, locale);
  const candidatesText = formatCount(candidates, locale);
  const percentileText = formatPercentile(percentile, locale);

  return (
    <div className={styles.body}>
      {counted ? (
        <>
          <p className={styles.rankLine}>
            <span className={styles.rankWord}>{text.rank}</span>{' '}
            <strong className={styles.rankNumber}>{rankText}</strong>{' '}
            <span className={styles.candidates}>{text.ofCandidates(candidatesText, candidates)}</span>
          </p>
          <p className={styles.percentile}>{text.percentile(percentileText)}</p>
          {/* How far along the field the learner stands; the words above say it exactly. */}
          <MeterBar share={percentile / 100} />
        </>
      ) : (
        <p className={styles.retake}>
          {text.notCounted(formatCount(attemptNumber, locale), rankText, candidatesText, rank)}
        </p>
      )}
      {provisional ? (
        <p className={styles.note}>
          <InfoIcon className={styles.noteIcon} />
          <span>{text.provisional}</span>
        </p>
      ) : null}
    </div>
  );
}
