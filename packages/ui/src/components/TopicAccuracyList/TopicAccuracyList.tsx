import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { buttonClassName } from '../Button/buttonClassName';
import { Heading, type SectionHeadingLevel } from '../Heading/Heading';
import { ChevronDownIcon } from '../private/icons';
import { MeterBar } from '../private/MeterBar/MeterBar';
import { StatusMessage } from '../StatusMessage/StatusMessage';
import * as styles from './TopicAccuracyList.css';

/** One topic as the list draws it. */
export interface TopicAccuracyItem {
  id: string;
  name: string;
  /** Questions of the topic the learner was set. */
  questions: number;
  /** Of those, how many they got right. */
  correct: number;
  /** Right answers out of questions set (0–1): the bar and the percentage. */
  share: number;
  /** One of the weakest: badged, drawn red and named in the sentence above the list. */
  weak: boolean;
}

export interface TopicAccuracyListLabels {
  /** The section's heading: 'Accuracy by topic'. */
  heading: string;
  /** The sentence that names the weakest: 'Your weakest topics: Profit and Loss, Syllogism'. */
  weakest: (names: string, count: number) => string;
  /** When no topic has a wrong or skipped question. */
  noWeakTopics: string;
  /** 'Based on your last 5 tests'; `count` picks the words for one test. */
  basedOn: (tests: string, count: number) => string;
  /** A topic's tally: '4 of 9 right'. */
  result: (correct: string, questions: string) => string;
  /** The badge on each of the weakest topics. */
  weakBadge: string;
  /** The disclosure that shows every topic: 'Show all topics (20)'. */
  showAll: (total: string) => string;
  showFewer: string;
  empty: string;
  loading: string;
  error: (message: string) => string;
}

export const defaultTopicAccuracyListLabels: TopicAccuracyListLabels = {
  heading: 'Accuracy by topic',
  weakest: (names, count) => (count === 1 ? `Your weakest topic: ${names}` : `Your weakest topics: ${names}`),
  noWeakTopics: 'You got every question right in every topic. Well done!',
  basedOn: (tests, count) => (count === 1 ? 'Based on this test' : `Based on your last ${tests} tests`),
  result: (correct, questions) => `${correct} of ${questions} right`,
  weakBadge: 'Needs practice',
  showAll: (total) => `Show all topics (${total})`,
  showFewer: 'Show fewer topics',
  empty: 'No topic results yet. Take a test to see how you do in each topic.',
  loading: 'Loading your topics…',
  error: (message) => `Error: ${message}`,
};

/** How many topics show before the learner asks for all of them. */
export const collapsedTopicCount = 5;

export interface TopicAccuracyListProps {
  /** In the order to show them, weakest first: the app ranks the topics and marks the weakest. */
  topics: readonly TopicAccuracyItem[];
  /** Shown under the sentence that names the weakest, e.g. the app's 'Practise these topics' link. */
  action?: ReactNode;
  /** How many of the learner's tests the tallies add up. */
  attemptsCounted?: number;
  labels?: Partial<TopicAccuracyListLabels>;
  /** Formats the numbers and the list of names: 'en-IN' by default, 'hi-IN' for Hindi. */
  locale?: string;
  loading?: boolean;
  /** The reason the topics could not be loaded; shown instead of them. */
  error?: string | null;
  headingLevel?: SectionHeadingLevel;
}

/**
 * Accuracy by topic, in the order given (weakest first): a bar and "4 of 9 right · 44%" for each,
 * the weak ones highlighted and named in a sentence with the way to practise them.
 */
export function TopicAccuracyList({
  topics,
  action,
  attemptsCounted,
  labels,
  locale = 'en-IN',
  loading = false,
  error = null,
  headingLevel = 2,
}: TopicAccuracyListProps) {
  const text = { ...defaultTopicAccuracyListLabels, ...labels };
  const id = useId();
  const headingId = `${id}-heading`;
  const listId = `${id}-list`;
  const [expanded, setExpanded] = useState(false);
  const firstRevealed = useRef<HTMLLIElement>(null);
  const focusRevealed = useRef(false);

  // Showing every topic moves focus to the first one that appeared, so a keyboard or screen
  // reader user lands on what is new instead of on a button now below it.
  useEffect(() => {
    if (!focusRevealed.current) return;
    focusRevealed.current = false;
    firstRevealed.current?.focus();
  }, [expanded]);

  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });

  let body: ReactNode;
  if (error !== null) {
    body = <StatusMessage tone="critical">{text.error(error)}</StatusMessage>;
  } else if (loading) {
    body = <StatusMessage busy>{text.loading}</StatusMessage>;
  } else {
    if (topics.length === 0) {
      body = <StatusMessage>{text.empty}</StatusMessage>;
    } else {
      const weak = topics.filter((topic) => topic.weak);
      const names = new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(weak.map((topic) => topic.name));
      const collapsible = topics.length > collapsedTopicCount;
      const shown = collapsible && !expanded ? topics.slice(0, collapsedTopicCount) : topics;

      body = (
        <>
          <p className={weak.length > 0 ? styles.summary : styles.summaryGood}>
            {weak.length > 0 ? text.weakest(names, weak.length) : text.noWeakTopics}
          </p>
          {weak.length > 0 && action ? <div className={styles.action}>{action}</div> : null}
          <ol id={listId} className={styles.list}>
            {shown.map((topic, index) => {
              const nameId = `${id}-topic-${index}`;
              const tally = text.result(numbers.format(topic.correct), numbers.format(topic.questions));
              const share = percent.format(topic.share);
              return (
                <li
                  key={topic.id}
                  ref={index === collapsedTopicCount ? firstRevealed : undefined}
                  tabIndex={index === collapsedTopicCount ? -1 : undefined}
                  className={topic.weak ? styles.weakItem : styles.item}
                >
                  <div className={styles.itemHead}>
                    <span id={nameId} className={styles.name}>
                      {topic.name}
                    </span>
                    {topic.weak ? <span className={styles.badge}>{text.weakBadge}</span> : null}
                  </div>
                  <div
                    role="meter"
                    aria-labelledby={nameId}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(topic.share * 100)}
                    aria-valuetext={`${tally}, ${share}`}
                    className={styles.meter}
                  >
                    <MeterBar share={topic.share} tone={topic.weak ? 'critical' : 'brand'} />
                  </div>
                  {/* The meter says this to screen readers; here it is for the eye. */}
                  <p aria-hidden="true" className={styles.tally}>
                    {tally} · {share}
                  </p>
                </li>
              );
            })}
          </ol>
          {collapsible ? (
            <div>
              <DisclosureButton
                expanded={expanded}
                controls={listId}
                onToggle={() => {
                  focusRevealed.current = !expanded;
                  setExpanded(!expanded);
                }}
              >
                {expanded ? text.showFewer : text.showAll(numbers.format(topics.length))}
              </DisclosureButton>
            </div>
          ) : null}
        </>
      );
    }
  }

  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <div className={styles.header}>
        <Heading level={headingLevel} size="large" id={headingId}>
          {text.heading}
        </Heading>
        {attemptsCounted !== undefined && attemptsCounted > 0 ? (
          <p className={styles.basedOn}>{text.basedOn(numbers.format(attemptsCounted), attemptsCounted)}</p>
        ) : null}
      </div>
      {body}
    </section>
  );
}

interface DisclosureButtonProps {
  expanded: boolean;
  controls: string;
  onToggle: () => void;
  children: ReactNode;
}

/** The show-all button: a Button's look, with a disclosure's aria-expanded and aria-controls. */
function DisclosureButton({ expanded, controls, onToggle, children }: DisclosureButtonProps) {
  return (
    <button type="button" aria-expanded={expanded} aria-controls={controls} className={buttonClassName({ tone: 'brand', variant: 'ghost', size: 'standard', width: 'content' })} onClick={onToggle}>
      {children}
      <ChevronDownIcon className={expanded ? styles.chevronUp : styles.chevron} />
    </button>
  );
}
