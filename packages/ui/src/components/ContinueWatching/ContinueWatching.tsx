import { useId } from 'react';
import { continueWatchingSize } from '@pariksha/contract/values';
import { Heading, type SectionHeadingLevel } from '../Heading/Heading';
import { LessonCard, type LessonCardLabels, type LessonCardLesson } from '../LessonCard/LessonCard';
import type { LinkComponent } from '../SiteHeader/siteLinks';
import * as styles from './ContinueWatching.css';

export interface ContinueWatchingProps {
  /** Unfinished lessons, most recently watched first; only the first four are shown. */
  lessons: readonly LessonCardLesson[];
  lessonHref: (lesson: LessonCardLesson) => string;
  linkComponent?: LinkComponent;
  heading?: string;
  headingLevel?: SectionHeadingLevel;
  cardLabels?: Partial<LessonCardLabels>;
}

/**
 * 'Continue watching': up to four lessons the learner started, each saying where it resumes.
 * A row that scrolls sideways on phones and spreads into four columns on wider screens. With
 * nothing to resume it renders nothing.
 */
export function ContinueWatching({
  lessons,
  lessonHref,
  linkComponent,
  heading = 'Continue watching',
  headingLevel = 2,
  cardLabels,
}: ContinueWatchingProps) {
  const id = useId();
  const shown = lessons.slice(0, continueWatchingSize);
  if (shown.length === 0) return null;
  const cardLevel = Math.min(headingLevel + 1, 6) as SectionHeadingLevel;
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.root}>
      <Heading level={headingLevel} size="large" id={`${id}-heading`}>
        {heading}
      </Heading>
      <ul aria-labelledby={`${id}-heading`} className={styles.row}>
        {shown.map((lesson) => (
          <li key={lesson.slug} className={styles.item}>
            <LessonCard
              lesson={lesson}
              href={lessonHref(lesson)}
              linkComponent={linkComponent}
              variant="resume"
              headingLevel={cardLevel}
              imageLoading="eager"
              labels={cardLabels}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
