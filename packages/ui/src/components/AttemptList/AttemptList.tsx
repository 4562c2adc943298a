import { useEffect, useId, useRef, useState } from 'react';
import { visuallyHidden } from '../../css/utilities.css';
import { Button } from '../Button/Button';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import type { SectionHeadingLevel } from '../Heading/Heading';
import { CardTable } from '../private/cardTable/CardTable';
import * as cardTable from '../private/cardTable/cardTable.css';
import { CardTableSection } from '../private/cardTable/CardTableSection';
import { ListFailure } from '../private/ListFailure/ListFailure';
import { Missing } from '../private/Missing/Missing';
import type { LinkComponent } from '../SiteHeader/siteLinks';
import { StatusMessage } from '../StatusMessage/StatusMessage';
import * as styles from './AttemptList.css';
import { formatAttemptDate, formatAttemptRank, formatAttemptScore } from './formatAttempt';

export const attemptStatuses = ['in_progress', 'submitted'] as const;
export type AttemptStatus = (typeof attemptStatuses)[number];

export interface AttemptListItem {
  id: string;
  /** The test's title, in the reader's language. */
  title: string;
  /** When the attempt began (ISO 8601). */
  startedAt: string;
  status: AttemptStatus;
  /** Null while the attempt is in progress. */
  score: number | null;
  totalMarks: number;
  /** Null while in progress, and for an attempt that is not ranked. */
  rank: number | null;
  candidates: number | null;
  /** The result's address, or the test's for an attempt in progress. */
  href: string;
}

export interface AttemptListLabels {
  /** The table's name when no `heading` is shown. */
  table: string;
  test: string;
  date: string;
  score: string;
  rank: string;
  /** The last column's header, read by screen readers only. */
  action: string;
  inProgress: string;
  viewResult: string;
  resume: string;
  /** Read in place of '—' where an attempt has no score yet. */
  noScore: string;
  /** Read in place of '—' where an attempt has no rank. */
  notRanked: string;
  showMore: string;
  /** 'Showing 10 of 50 attempts'. */
  showing: (shown: string, total: string) => string;
  empty: string;
  loading: string;
  error: (message: string) => string;
  retry: string;
}

export const defaultAttemptListLabels: AttemptListLabels = {
  table: 'My attempts',
  test: 'Test',
  date: 'Date',
  score: 'Score',
  rank: 'Rank',
  action: 'Result',
  inProgress: 'In progress',
  viewResult: 'View result',
  resume: 'Resume',
  noScore: 'No score yet',
  notRanked: 'Not ranked',
  showMore: 'Show more',
  showing: (shown, total) => `Showing ${shown} of ${total} attempts`,
  empty: 'You have not taken a test yet.',
  loading: 'Loading your attempts…',
  error: (message) => `Error: ${message}`,
  retry: 'Try again',
};

/** How many attempts show at first, and how many more each 'Show more' adds. */
export const attemptPageSize = 10;

export interface AttemptListProps {
  /** Newest first, as the server sends them. */
  attempts: readonly AttemptListItem[];
  /** Renders the links: 'a' by default, or the app's router link (as ButtonLink takes it). */
  linkComponent?: LinkComponent;
  labels?: Partial<AttemptListLabels>;
  /** Formats dates and numbers: 'en-IN' by default, 'hi-IN' for Hindi. */
  locale?: string;
  /** The zone dates are shown in; India's by default. */
  timeZone?: string;
  loading?: boolean;
  /** Why the attempts could not be loaded; shown instead of them. */
  error?: string | null;
  /** Offered with the error as a 'Try again' button. */
  onRetry?: () => void;
  /** A heading over the list ('My attempts'); the table is named by it. */
  heading?: string;
  headingLevel?: SectionHeadingLevel;
}

/**
 * The learner's attempts: the test, when, the score, the rank, and a link to the result (or
 * Resume for one still in progress). One markup for every width: a table where it has 45rem,
 * and below that (a phone, a narrow column) each row stands as a card of named values — a
 * container query, like the app's section tables. Ten show at first; 'Show more' adds ten.
 */
export function AttemptList({
  attempts,
  linkComponent,
  labels,
  locale = 'en-IN',
  timeZone = 'Asia/Kolkata',
  loading = false,
  error = null,
  onRetry,
  heading,
  headingLevel = 2,
}: AttemptListProps) {
  const text = { ...defaultAttemptListLabels, ...labels };
  const id = useId();
  const headingId = `${id}-heading`;
  const [shownCount, setShownCount] = useState(attemptPageSize);
  const rows = useRef(new Map<number, HTMLTableRowElement>());
  const focusRow = useRef<number | null>(null);

  // 'Show more' moves focus to the first attempt it revealed, not leave it on a button below them.
  useEffect(() => {
    if (focusRow.current === null) return;
    rows.current.get(focusRow.current)?.querySelector('a')?.focus();
    focusRow.current = null;
  }, [shownCount]);

  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });

  let body;
  if (error !== null) {
    body = <ListFailure message={text.error(error)} onRetry={onRetry} retry={text.retry} />;
  } else if (loading) {
    body = <StatusMessage busy>{text.loading}</StatusMessage>;
  } else if (attempts.length === 0) {
    body = <StatusMessage>{text.empty}</StatusMessage>;
  } else {
    const shown = attempts.slice(0, shownCount);
    body = (
      <>
        {/* eslint-disable jsx-a11y/no-interactive-element-to-noninteractive-role -- the cells' own roles, kept when the rows are restyled as cards (Safari drops them otherwise) */}
        <CardTable
          labelledBy={heading ? headingId : undefined}
          label={text.table}
          head={
            <>
              <th role="columnheader" scope="col" className={cardTable.headCell}>{text.test}</th>
              <th role="columnheader" scope="col" className={cardTable.headCell}>{text.date}</th>
              <th role="columnheader" scope="col" className={cardTable.numberHeadCell}>{text.score}</th>
              <th role="columnheader" scope="col" className={cardTable.numberHeadCell}>{text.rank}</th>
              <th role="columnheader" scope="col" className={cardTable.headCell}>
                <span className={visuallyHidden}>{text.action}</span>
              </th>
            </>
          }
        >
          {shown.map((attempt, index) => {
            const titleId = `${id}-title-${index}`;
            const dateId = `${id}-date-${index}`;
            const inProgress = attempt.status === 'in_progress';
            const score = inProgress ? null : formatAttemptScore(attempt.score, attempt.totalMarks, locale);
            const rank = inProgress ? null : formatAttemptRank(attempt.rank, attempt.candidates, locale);
            return (
              <tr
                key={attempt.id}
                role="row"
                ref={(row) => {
                  if (row) rows.current.set(index, row);
                  else rows.current.delete(index);
                }}
                className={cardTable.row}
                data-status={attempt.status}
              >
                <th role="rowheader" scope="row" className={styles.titleCell}>
                  <span id={titleId} className={styles.title}>{attempt.title}</span>
                  {inProgress ? <span className={styles.badge}>{text.inProgress}</span> : null}
                </th>
                <td role="cell" className={styles.dateCell}>
                  <span id={dateId}>{formatAttemptDate(attempt.startedAt, locale, timeZone) ?? '—'}</span>
                </td>
                <td role="cell" className={styles.numberCell}>
                  <span aria-hidden="true" className={cardTable.cellLabel}>{text.score}</span>
                  <span className={styles.value}>{score ?? <Missing words={text.noScore} />}</span>
                </td>
                <td role="cell" className={styles.numberCell}>
                  <span aria-hidden="true" className={cardTable.cellLabel}>{text.rank}</span>
                  <span className={styles.value}>{rank ?? <Missing words={text.notRanked} />}</span>
                </td>
                <td role="cell" className={styles.actionCell}>
                  {/* Described by the title and date: a page of 'View result' links says whose. */}
                  <div className={cardTable.action}>
                    <ButtonLink
                      href={attempt.href}
                      linkComponent={linkComponent}
                      variant={inProgress ? 'solid' : 'outline'}
                      width="full"
                      aria-describedby={`${titleId} ${dateId}`}
                    >
                      {inProgress ? text.resume : text.viewResult}
                    </ButtonLink>
                  </div>
                </td>
              </tr>
            );
          })}
        </CardTable>
        {/* eslint-enable jsx-a11y/no-interactive-element-to-noninteractive-role */}
        {attempts.length > attemptPageSize ? (
          <div className={styles.more}>
            <p aria-live="polite" className={styles.showing}>
              {text.showing(count.format(shown.length), count.format(attempts.length))}
            </p>
            {shown.length < attempts.length ? (
              <Button
                variant="outline"
                onClick={() => {
                  focusRow.current = shown.length;
                  setShownCount(shown.length + attemptPageSize);
                }}
              >
                {text.showMore}
              </Button>
            ) : null}
          </div>
        ) : null}
      </>
    );
  }

  return (
    <CardTableSection heading={heading} headingId={headingId} headingLevel={headingLevel} label={text.table}>
      {body}
    </CardTableSection>
  );
}
