import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { LanguageSelect } from '../LanguageSelect/LanguageSelect';
import { DirectionIcon } from '../private/icons';
import { contentLanguages, type ContentLanguage } from '../QuestionView/QuestionView';
import { StatusMessage } from '../StatusMessage/StatusMessage';
import type { SolutionQuestion } from '../SolutionCard/solution';
import { defaultSolutionCardLabels, SolutionCard, type SolutionCardLabels } from '../SolutionCard/SolutionCard';
import { reviewStep } from './reviewKeys';
import { SolutionFilterGroup } from './SolutionFilterGroup';
import { countSolutions, currentIn, filterSolutions, shownFilters, stepFrom, type SolutionFilter } from './solutionFilters';
import * as styles from './SolutionReview.css';
import { SolutionStrip } from './SolutionStrip';

export const solutionReviewHeadingLevels = [2, 3] as const;
export type SolutionReviewHeadingLevel = (typeof solutionReviewHeadingLevels)[number];

/** Every word the review shows or says; the card's own words under `card`. */
export interface SolutionReviewLabels {
  /** The review's heading: 'Solutions'. */
  title: string;
  /** The language select's name: 'Question language'. */
  language: string;
  /** Each language's name in its own script. */
  languageNames: Readonly<Record<ContentLanguage, string>>;
  /** The filters' visible name: 'Show'. */
  filter: string;
  /** Each filter's word; 'partial' (partly right) is offered only when some answer is. */
  filters: Readonly<Record<SolutionFilter, string>>;
  /** What an empty filter says, by filter ('all': the test has no questions). */
  empty: Readonly<Record<SolutionFilter, string>>;
  /** The number grid's name for screen readers. */
  strip: string;
  /** A number button's name: 'Question 12, wrong' or 'Question 12, wrong, marked for review'. */
  question: (number: number, outcome: string, marked: string | null) => string;
  previousPage: string;
  nextPage: string;
  /** The number grid's page: '21–40 of 150'. */
  page: (first: string, last: string, total: string) => string;
  previous: string;
  next: string;
  /** Where the question stands in the filtered list: '3 of 12'. */
  position: (current: string, total: string) => string;
  card: SolutionCardLabels;
}

export const defaultSolutionReviewLabels: SolutionReviewLabels = {
  title: 'Solutions',
  language: 'Question language',
  languageNames: { en: 'English', hi: 'हिन्दी' },
  filter: 'Show',
  filters: { all: 'All', correct: 'Correct', partial: 'Partly right', wrong: 'Wrong', unanswered: 'Unanswered', marked: 'Marked' },
  empty: {
    all: 'This test has no questions to review.',
    correct: 'None of your answers was right this time. The explanations of the others show the way.',
    partial: 'None of your answers was partly right.',
    wrong: 'No wrong answers in this test. Well done!',
    unanswered: 'You answered every question.',
    marked: 'You did not mark any question for review.',
  },
  strip: 'Question numbers',
  question: (number, outcome, marked) => `Question ${number}, ${outcome.toLowerCase()}${marked ? `, ${marked.toLowerCase()}` : ''}`,
  previousPage: 'Previous questions',
  nextPage: 'Next questions',
  page: (first, last, total) => `${first}–${last} of ${total}`,
  previous: 'Previous',
  next: 'Next',
  position: (current, total) => `${current} of ${total}`,
  card: defaultSolutionCardLabels,
};

export interface SolutionReviewProps {
  /** Every question of the attempt, in test order. */
  questions: readonly SolutionQuestion[];
  language: ContentLanguage;
  /** With `languages` of more than one, a select switches the questions' language. */
  onLanguageChange?: (language: ContentLanguage) => void;
  languages?: readonly ContentLanguage[];
  labels?: Partial<Omit<SolutionReviewLabels, 'card'>> & { card?: Partial<SolutionCardLabels> };
  /** For numbers: 'en-IN' or 'hi-IN'. */
  locale?: string;
  initialFilter?: SolutionFilter;
  /** The question shown first (when the first filter shows it). */
  initialQuestionId?: string;
  /** Another question is shown: by a number, Previous/Next, the arrows or a new filter. */
  onQuestionChange?: (id: string) => void;
  onFilterChange?: (filter: SolutionFilter) => void;
  headingLevel?: SolutionReviewHeadingLevel;
  /**
   * The app's own content under the shown question's card, above Previous/Next (a report of an
   * error and what became of it). Keyed by the question, so its state starts afresh for each.
   */
  renderQuestionFooter?: (question: SolutionQuestion) => ReactNode;
}

/**
 * Every solution of a submitted test, one question at a time: filters with their counts (Partly
 * right only when some answer earned partial marks), the question numbers in their outcome's
 * colour and shape, the question's SolutionCard and Previous/Next (← and → too, outside fields).
 * Moving to a question puts focus on its heading, so a screen reader reads it from the top and a
 * phone scrolls to it; nothing else is announced.
 */
export function SolutionReview({
  questions,
  language,
  onLanguageChange,
  languages = [],
  labels,
  locale = 'en-IN',
  initialFilter = 'all',
  initialQuestionId,
  onQuestionChange,
  onFilterChange,
  headingLevel = 2,
  renderQuestionFooter,
}: SolutionReviewProps) {
  const words: SolutionReviewLabels = {
    ...defaultSolutionReviewLabels,
    ...labels,
    languageNames: { ...defaultSolutionReviewLabels.languageNames, ...labels?.languageNames },
    filters: { ...defaultSolutionReviewLabels.filters, ...labels?.filters },
    empty: { ...defaultSolutionReviewLabels.empty, ...labels?.empty },
    card: {
      ...defaultSolutionCardLabels,
      ...labels?.card,
      outcomes: { ...defaultSolutionCardLabels.outcomes, ...labels?.card?.outcomes },
      shownIn: { ...defaultSolutionCardLabels.shownIn, ...labels?.card?.shownIn },
    },
  };
  const ids = useId();
  const titleId = `${ids}-title`;
  const Title = `h${headingLevel}` as const;

  const [filter, setFilter] = useState<SolutionFilter>(initialFilter);
  const [wantedId, setWantedId] = useState(initialQuestionId);
  const counts = useMemo(() => countSolutions(questions), [questions]);
  const shown = useMemo(() => filterSolutions(questions, filter), [questions, filter]);
  const current = currentIn(shown, wantedId);
  const position = current ? shown.indexOf(current) : -1;
  const previousId = current ? stepFrom(shown, current.id, -1) : null;
  const nextId = current ? stepFrom(shown, current.id, 1) : null;

  const rootRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  });

  const show = (id: string | null) => {
    if (!id) return;
    focusHeading.current = true;
    setWantedId(id);
    if (id !== current?.id) onQuestionChange?.(id);
  };

  const changeFilter = (next: SolutionFilter) => {
    setFilter(next);
    onFilterChange?.(next);
    // Focus stays on the filters; the card below shows the first of them if this one is gone.
    const stays = currentIn(filterSolutions(questions, next), current?.id);
    if (!stays) return;
    setWantedId(stays.id);
    if (stays.id !== current?.id) onQuestionChange?.(stays.id);
  };

  // ← and → anywhere in the review (or with nothing focused), read through a ref so the one
  // listener always sees this render's question.
  const step = useRef<(direction: -1 | 1) => void>(() => {});
  useLayoutEffect(() => {
    step.current = (direction) => show(direction === -1 ? previousId : nextId);
  });
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    const document = root.ownerDocument;
    const onKeyDown = (event: KeyboardEvent) => {
      const direction = reviewStep(event, root);
      if (direction === null) return;
      event.preventDefault();
      step.current(direction);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const format = new Intl.NumberFormat(locale);
  const choosable = languages.filter((code) => contentLanguages.includes(code));
  const stripLabels = {
    strip: words.strip,
    question: (question: Pick<SolutionQuestion, 'number' | 'outcome' | 'marked'>) =>
      words.question(question.number, words.card.outcomes[question.outcome], question.marked ? words.card.marked : null),
    previousPage: words.previousPage,
    nextPage: words.nextPage,
    page: words.page,
  };

  return (
    <section ref={rootRef} className={styles.root} aria-labelledby={titleId}>
      <header className={styles.header}>
        <Title id={titleId} className={styles.title}>
          {words.title}
        </Title>
        {onLanguageChange && choosable.length > 1 ? (
          <LanguageSelect
            languages={choosable.map((code) => ({ code, label: words.languageNames[code] }))}
            value={language}
            onChange={(code) => {
              const chosen = contentLanguages.find((known) => known === code);
              if (chosen) onLanguageChange(chosen);
            }}
            status="ready"
            labels={{ label: words.language }}
          />
        ) : null}
      </header>

      {questions.length === 0 ? (
        <StatusMessage>{words.empty.all}</StatusMessage>
      ) : (
        <>
          <SolutionFilterGroup
            filters={shownFilters(counts, filter)}
            value={filter}
            onChange={changeFilter}
            counts={counts}
            legend={words.filter}
            names={words.filters}
            locale={locale}
          />
          {current ? (
            <div className={styles.body}>
              <div className={styles.main}>
                <SolutionCard
                  question={current}
                  language={language}
                  labels={words.card}
                  locale={locale}
                  headingLevel={headingLevel === 2 ? 3 : 4}
                  headingRef={headingRef}
                />
                {renderQuestionFooter ? (
                  <div key={current.id} className={styles.footer}>
                    {renderQuestionFooter(current)}
                  </div>
                ) : null}
                <div className={styles.pager}>
                  <Button variant="outline" tone="neutral" disabled={!previousId} onClick={() => show(previousId)}>
                    <DirectionIcon direction="previous" shape="arrow" className={styles.arrowIcon} />
                    {words.previous}
                  </Button>
                  <p className={styles.position}>
                    {words.position(format.format(position + 1), format.format(shown.length))}
                  </p>
                  <Button variant="outline" tone="neutral" disabled={!nextId} onClick={() => show(nextId)}>
                    {words.next}
                    <DirectionIcon direction="next" shape="arrow" className={styles.arrowIcon} />
                  </Button>
                </div>
              </div>
              <div className={styles.side}>
                <SolutionStrip
                  questions={shown}
                  currentId={current.id}
                  onSelect={show}
                  labels={stripLabels}
                  locale={locale}
                />
              </div>
            </div>
          ) : (
            <StatusMessage>{words.empty[filter]}</StatusMessage>
          )}
        </>
      )}
    </section>
  );
}
