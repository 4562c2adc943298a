import { Children, isValidElement, type ReactNode } from 'react';
import { countInWords } from '../ForumTopicCard/forumText';
import { Heading, type SectionHeadingLevel } from '../Heading/Heading';
import { ForumPager, type ForumPagerLabels } from '../ForumTopicList/ForumPager';
import { englishCountWords, type CountWords } from '../private/countWords';
import { ListFailure } from '../private/ListFailure/ListFailure';
import type { LinkComponent } from '../SiteHeader/siteLinks';
import { StatusMessage } from '../StatusMessage/StatusMessage';
import * as styles from './ForumReplyList.css';

export interface ForumReplyListLabels extends ForumPagerLabels {
  /** The heading with the count: '3 replies'. */
  replies: CountWords;
  empty: string;
  loading: string;
  error: (message: string) => string;
  retry: string;
}

export const defaultForumReplyListLabels: ForumReplyListLabels = {
  replies: englishCountWords('{count} reply', '{count} replies'),
  empty: 'No replies yet. Be the first to help.',
  loading: 'Loading replies…',
  error: (message) => `Error: ${message}`,
  retry: 'Try again',
  pages: 'Pages of replies',
  previous: 'Earlier replies',
  next: 'Later replies',
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
};

export interface ForumReplyListProps {
  /** One page of replies as `ForumPost`s, oldest first (the newest last). */
  children?: ReactNode;
  /** Replies to the topic in all, for the heading. */
  total: number;
  page: number;
  totalPages: number;
  pageHref: (page: number) => string;
  linkComponent?: LinkComponent;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  headingLevel?: SectionHeadingLevel;
  locale?: string;
  labels?: Partial<ForumReplyListLabels>;
}

/** A topic's replies under a heading with their count, a page at a time, with Earlier and Later. */
export function ForumReplyList({
  children,
  total,
  page,
  totalPages,
  pageHref,
  linkComponent,
  loading = false,
  error = null,
  onRetry,
  headingLevel = 2,
  locale = 'en-IN',
  labels,
}: ForumReplyListProps) {
  const text = { ...defaultForumReplyListLabels, ...labels };
  const items = Children.toArray(children);
  let body;
  if (error !== null) body = <ListFailure message={text.error(error)} onRetry={onRetry} retry={text.retry} />;
  else if (loading) body = <StatusMessage busy>{text.loading}</StatusMessage>;
  else if (items.length === 0) body = <StatusMessage>{text.empty}</StatusMessage>;
  else
    body = (
      <ol className={styles.list}>
        {items.map((item, index) => (
          // Children.toArray has given each element its key already.
          <li key={isValidElement(item) && item.key !== null ? item.key : index}>{item}</li>
        ))}
      </ol>
    );
  return (
    <section className={styles.root} aria-label={countInWords(total, locale, text.replies)}>
      <Heading level={headingLevel} size="large">
        {countInWords(total, locale, text.replies)}
      </Heading>
      {body}
      <ForumPager page={page} totalPages={totalPages} pageHref={pageHref} linkComponent={linkComponent} locale={locale} labels={text} />
    </section>
  );
}
