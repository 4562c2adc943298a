import { Button } from '../Button/Button';
import type { SectionHeadingLevel } from '../Heading/Heading';
import { LessonCard, type LessonCardLabels, type LessonCardLesson } from '../LessonCard/LessonCard';
import { ListFailure } from '../private/ListFailure/ListFailure';
import type { LinkComponent } from '../SiteHeader/siteLinks';
import { StatusMessage } from '../StatusMessage/StatusMessage';
import * as styles from './LessonGrid.css';

export interface LessonGridLabels {
  /** Names the list of lessons for screen readers. */
  list: string;
  loading: string;
  /** The library has no lessons at all. */
  empty: string;
  /** The library has lessons, but none for the chosen topic, exam or search. */
  noMatch: string;
  clearFilters: string;
  error: (message: string) => string;
  retry: string;
}

export const defaultLessonGridLabels: LessonGridLabels = {
  list: 'Video lessons',
  loading: 'Loading video lessons…',
  empty: 'Video lessons are on their way. Check back soon.',
  noMatch: 'No lessons match these filters.',
  clearFilters: 'Clear filters',
  error: (message) => `Error: ${message}`,
  retry: 'Try again',
};

export interface LessonGridProps {
  /** The lessons that match the filters, in the library's order. */
  lessons: readonly LessonCardLesson[];
  /** Lessons in the library whatever the filters: 0 is an empty library, not a search without a match. */
  libraryTotal: number;
  /** Each lesson's page. */
  lessonHref: (lesson: LessonCardLesson) => string;
  linkComponent?: LinkComponent;
  loading?: boolean;
  /** Why the lessons could not be loaded; shown instead of them. */
  error?: string | null;
  onRetry?: () => void;
  /** Offered when no lesson matches the filters. */
  onClearFilters?: () => void;
  /** The cards' titles' level; 3 under the page's section heading by default. */
  headingLevel?: SectionHeadingLevel;
  labels?: Partial<LessonGridLabels>;
  cardLabels?: Partial<LessonCardLabels>;
}

/** Cards above the fold load their posters at once; the rest wait until they are near. */
const eagerPosters = 4;

/**
 * The video library: a grid of lesson cards (one column on phones, up to four on wide screens),
 * or what stands in for it: loading, the failure with Try again, an empty library, or filters that
 * match nothing with a way to clear them.
 */
export function LessonGrid({
  lessons,
  libraryTotal,
  lessonHref,
  linkComponent,
  loading = false,
  error = null,
  onRetry,
  onClearFilters,
  headingLevel = 3,
  labels,
  cardLabels,
}: LessonGridProps) {
  const text = { ...defaultLessonGridLabels, ...labels };
  if (error !== null) return <ListFailure message={text.error(error)} onRetry={onRetry} retry={text.retry} />;
  if (loading) return <StatusMessage busy>{text.loading}</StatusMessage>;
  if (libraryTotal === 0) return <StatusMessage>{text.empty}</StatusMessage>;
  if (lessons.length === 0) {
    return (
      <div className={styles.noMatch}>
        <StatusMessage>{text.noMatch}</StatusMessage>
        {onClearFilters ? (
          <div>
            <Button variant="outline" onClick={onClearFilters}>
              {text.clearFilters}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <ul aria-label={text.list} className={styles.grid}>
      {lessons.map((lesson, index) => (
        <li key={lesson.slug} className={styles.item}>
          <LessonCard
            lesson={lesson}
            href={lessonHref(lesson)}
            linkComponent={linkComponent}
            headingLevel={headingLevel}
            imageLoading={index < eagerPosters ? 'eager' : 'lazy'}
            labels={cardLabels}
          />
        </li>
      ))}
    </ul>
  );
}
