import { forumSearchMaxLength, forumSorts, type ForumSort } from '@pariksha/contract/values';
import type { FormEvent } from 'react';
import { Button } from '../Button/Button';
import { ForumTopicCard, type ForumTopicCardLabels } from '../ForumTopicCard/ForumTopicCard';
import type { ForumTopicData } from '../ForumTopicCard/forumPostData';
import type { SectionHeadingLevel } from '../Heading/Heading';
import { ListFailure } from '../private/ListFailure/ListFailure';
import { SelectField } from '../SelectField/SelectField';
import type { LinkComponent } from '../SiteHeader/siteLinks';
import { StatusMessage } from '../StatusMessage/StatusMessage';
import { TextField } from '../TextField/TextField';
import { ForumPager, type ForumPagerLabels } from './ForumPager';
import * as styles from './ForumTopicList.css';

export interface ForumTopicListLabels extends ForumPagerLabels {
  search: string;
  searchPlaceholder: string;
  sort: string;
  sorts: Record<ForumSort, string>;
  /** The list's name for screen readers. */
  topics: string;
  loading: string;
  /** The spec's words for a forum with no topics at all. */
  empty: string;
  noMatch: (query: string) => string;
  clearSearch: string;
  error: (message: string) => string;
  retry: string;
  card: ForumTopicCardLabels;
}

export const defaultForumTopicListLabels: Omit<ForumTopicListLabels, 'card'> = {
  search: 'Search topics',
  searchPlaceholder: 'Search by title, description or tag',
  sort: 'Sort by',
  sorts: { newest: 'Newest', oldest: 'Oldest', most_liked: 'Most Liked' },
  topics: 'Discussion topics',
  loading: 'Loading topics…',
  empty: 'No discussion posts available. Create a new topic to get started!',
  noMatch: (query) => `No topics match "${query}". Try other words or clear the search.`,
  clearSearch: 'Clear search',
  error: (message) => `Error: ${message}`,
  retry: 'Try again',
  pages: 'Pages of topics',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
};

export interface ForumTopicListProps {
  /** One page of topics, in the chosen order. */
  topics: readonly ForumTopicData[];
  /** The search box's text; the app debounces it and keeps it in the address. */
  query: string;
  onQueryChange: (query: string) => void;
  sort: ForumSort;
  onSortChange: (sort: ForumSort) => void;
  page: number;
  totalPages: number;
  /** Topics in the whole forum, whatever the search: 0 is the spec's empty forum. */
  forumTotal: number;
  pageHref: (page: number) => string;
  topicHref: (id: number) => string;
  linkComponent?: LinkComponent;
  /** The page the search form goes to without the app's script (it sends q and sort). */
  searchAction?: string;
  loading?: boolean;
  /** Why the topics could not be loaded; shown instead of them. */
  error?: string | null;
  onRetry?: () => void;
  /** The level of each topic's title. */
  headingLevel?: SectionHeadingLevel;
  locale?: string;
  timeZone?: string;
  now?: number;
  labels?: Partial<ForumTopicListLabels>;
}

function isForumSort(value: string): value is ForumSort {
  return (forumSorts as readonly string[]).includes(value);
}

/**
 * The forum's list: a search box and the sort (both controlled), then the topics as cards and
 * Previous/Next. In place of the cards: loading, an error with Try again, the spec's empty-forum
 * text, or, for a search without a match, what was searched and a way to clear it.
 */
export function ForumTopicList({
  topics,
  query,
  onQueryChange,
  sort,
  onSortChange,
  page,
  totalPages,
  forumTotal,
  pageHref,
  topicHref,
  linkComponent,
  searchAction,
  loading = false,
  error = null,
  onRetry,
  headingLevel = 2,
  locale = 'en-IN',
  timeZone = 'Asia/Kolkata',
  now,
  labels,
}: ForumTopicListProps) {
  const text = { ...defaultForumTopicListLabels, ...labels };
  // The app searches as the learner types: Enter must not reload the page.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  let body;
  if (error !== null) {
    body = <ListFailure message={text.error(error)} onRetry={onRetry} retry={text.retry} />;
  } else if (loading) {
    body = <StatusMessage busy>{text.loading}</StatusMessage>;
  } else if (forumTotal === 0) {
    body = <StatusMessage>{text.empty}</StatusMessage>;
  } else if (topics.length === 0) {
    body = (
      <div className={styles.noMatch}>
        <StatusMessage>{text.noMatch(query.trim())}</StatusMessage>
        <Button variant="outline" onClick={() => onQueryChange('')}>
          {text.clearSearch}
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label={text.topics}>
          {topics.map((topic) => (
            <li key={topic.id}>
              <ForumTopicCard
                topic={topic}
                href={topicHref(topic.id)}
                linkComponent={linkComponent}
                headingLevel={headingLevel}
                locale={locale}
                timeZone={timeZone}
                now={now}
                labels={text.card}
              />
            </li>
          ))}
        </ul>
        <ForumPager
          page={page}
          totalPages={totalPages}
          pageHref={pageHref}
          linkComponent={linkComponent}
          locale={locale}
          labels={text}
        />
      </>
    );
  }

  return (
    <div className={styles.root}>
      <form role="search" className={styles.toolbar} method="get" action={searchAction} onSubmit={onSubmit}>
        <TextField
          type="search"
          name="q"
          label={text.search}
          placeholder={text.searchPlaceholder}
          value={query}
          maxLength={forumSearchMaxLength}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(value) => onQueryChange(value)}
        />
        <SelectField
          name="sort"
          label={text.sort}
          value={sort}
          options={forumSorts.map((value) => ({ value, label: text.sorts[value] }))}
          onChange={(value) => {
            if (isForumSort(value)) onSortChange(value);
          }}
        />
      </form>
      {body}
    </div>
  );
}
