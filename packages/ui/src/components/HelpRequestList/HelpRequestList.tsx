import { useId } from 'react';
import type { HelpRequestStatus } from '@pariksha/contract/values';
import { Heading, type SectionHeadingLevel } from '../Heading/Heading';
import { dayAndTimeFields, formatDateTime } from '../private/formatDateTime';
import { ListFailure } from '../private/ListFailure/ListFailure';
import { StatusMessage } from '../StatusMessage/StatusMessage';
import * as styles from './HelpRequestList.css';

/** A request as the list shows it (the app maps the contract's HelpRequest to it). */
export interface HelpRequestListItem {
  id: number;
  /** 'PRK-H-000042'. */
  reference: string;
  message: string;
  status: HelpRequestStatus;
  /** ISO 8601. */
  createdAt: string;
}

export interface HelpRequestListLabels {
  heading: string;
  statuses: Record<HelpRequestStatus, string>;
  /** Read before the status by screen readers. */
  status: string;
  /** 'Sent 24 Nov 2026, 1:30 pm'. */
  sentOn: (date: string) => string;
  empty: string;
  loading: string;
  error: (message: string) => string;
  retry: string;
}

export const defaultHelpRequestListLabels: HelpRequestListLabels = {
  heading: 'Your requests',
  statuses: { open: 'Open', in_progress: 'In progress', resolved: 'Resolved' },
  status: 'Status',
  sentOn: (date) => `Sent ${date}`,
  empty: 'You have not sent any requests yet.',
  loading: 'Loading your requests…',
  error: (message) => `Error: ${message}`,
  retry: 'Try again',
};

export interface HelpRequestListProps {
  /** Newest first. */
  requests: readonly HelpRequestListItem[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Formats dates: 'en-IN' by default, 'hi-IN' for Hindi. */
  locale?: string;
  /** The zone dates are shown in; India's by default. */
  timeZone?: string;
  labels?: Partial<HelpRequestListLabels>;
  headingLevel?: SectionHeadingLevel;
}

/**
 * 'Your requests' on Help and Support: each request the learner sent, with its reference to quote,
 * when it was sent, the start of its message and where it stands (in colour and in words).
 */
export function HelpRequestList({
  requests,
  loading = false,
  error = null,
  onRetry,
  locale = 'en-IN',
  timeZone = 'Asia/Kolkata',
  labels,
  headingLevel = 2,
}: HelpRequestListProps) {
  const text = { ...defaultHelpRequestListLabels, ...labels };
  const statuses = { ...defaultHelpRequestListLabels.statuses, ...labels?.statuses };
  const id = useId();
  const itemLevel = Math.min(headingLevel + 1, 6) as SectionHeadingLevel;

  let body;
  if (error !== null) body = <ListFailure message={text.error(error)} onRetry={onRetry} retry={text.retry} />;
  else if (loading) body = <StatusMessage busy>{text.loading}</StatusMessage>;
  else if (requests.length === 0) body = <StatusMessage>{text.empty}</StatusMessage>;
  else {
    body = (
      <ul aria-labelledby={`${id}-heading`} className={styles.list}>
        {requests.map((request) => {
          const date = formatDateTime(request.createdAt, locale, { ...dayAndTimeFields, timeZone });
          return (
            <li key={request.id} className={styles.item}>
              <div className={styles.top}>
                <Heading level={itemLevel} size="standard">
                  {request.reference}
                </Heading>
                <p className={`${styles.badge} ${styles.badgeTone[request.status]}`}>
                  <span className={styles.hidden}>{text.status}: </span>
                  {statuses[request.status]}
                </p>
              </div>
              {date !== null ? (
                <p className={styles.date}>
                  <time dateTime={request.createdAt}>{text.sentOn(date)}</time>
                </p>
              ) : null}
              <p className={styles.message}>{request.message}</p>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.root}>
      <Heading level={headingLevel} size="large" id={`${id}-heading`}>
        {text.heading}
      </Heading>
      {body}
    </section>
  );
}
