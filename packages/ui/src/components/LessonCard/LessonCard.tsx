import { useId } from 'react';
import type { VideoTopic } from '@pariksha/contract/values';
import { visuallyHidden } from '../../css/utilities.css';
import { Heading, type SectionHeadingLevel } from '../Heading/Heading';
import { ImageWithFallback, type ImageLoading } from '../ImageWithFallback/ImageWithFallback';
import { PlayCircleIcon } from '../private/icons';
import { MeterBar } from '../private/MeterBar/MeterBar';
import type { LinkComponent } from '../SiteHeader/siteLinks';
import { formatVideoTime, watchedShare } from './formatVideoTime';
import { defaultVideoTopicLabels, type VideoTopicLabels } from './lessonLabels';
import { lessonPosterFallback } from './lessonPosterFallback';
import * as styles from './LessonCard.css';

/** Where the learner stopped in a lesson. */
export interface LessonProgress {
  positionSeconds: number;
  completed: boolean;
}

/** A lesson as a card shows it (the app maps the contract's VideoLesson to it). */
export interface LessonCardLesson {
  slug: string;
  title: string;
  topic: VideoTopic;
  /** The exam it prepares for, in the page's language; null: every exam. */
  examName: string | null;
  durationSeconds: number;
  /** The poster image; a drawn tile stands in when it is missing or broken. */
  thumbnailUrl: string | null;
  /** null: not started. */
  progress: LessonProgress | null;
}

export interface LessonCardLabels {
  topics: VideoTopicLabels;
  /** In place of an exam's name for a lesson that serves every exam. */
  everyExam: string;
  /** Read before the duration badge by screen readers: 'Duration 4:05'. */
  duration: (time: string) => string;
  /** A completed lesson. */
  watched: string;
  /** A started lesson: 'Watched 1:23 of 4:05'. */
  watchedPart: (position: string, duration: string) => string;
  /** The Continue watching card: 'Resume at 1:23'. */
  resumeAt: (position: string) => string;
}

export const defaultLessonCardLabels: LessonCardLabels = {
  topics: defaultVideoTopicLabels,
  everyExam: 'All exams',
  duration: (time) => `Duration ${time}`,
  watched: 'Watched',
  watchedPart: (position, duration) => `Watched ${position} of ${duration}`,
  resumeAt: (position) => `Resume at ${position}`,
};

/** `library`: the grid's card; `resume`: Continue watching's, saying where it resumes. */
export const lessonCardVariants = ['library', 'resume'] as const;
export type LessonCardVariant = (typeof lessonCardVariants)[number];

export interface LessonCardProps {
  lesson: LessonCardLesson;
  /** The lesson's page; the title links there and the whole card is its target. */
  href: string;
  /** Renders the link: 'a' by default, or the app's router link. */
  linkComponent?: LinkComponent;
  variant?: LessonCardVariant;
  headingLevel?: SectionHeadingLevel;
  /** `lazy` by default: most cards sit below the fold. */
  imageLoading?: ImageLoading;
  labels?: Partial<LessonCardLabels>;
}

/**
 * A video lesson in the library: its poster with a play mark and its length, the title as the
 * link to the lesson (stretched over the card, so the whole card is one big target and one tab
 * stop), the topic and exam, and how much the learner has watched.
 */
export function LessonCard({
  lesson,
  href,
  linkComponent: Link = 'a',
  variant = 'library',
  headingLevel = 3,
  imageLoading = 'lazy',
  labels,
}: LessonCardProps) {
  const text = { ...defaultLessonCardLabels, ...labels };
  const id = useId();
  const duration = formatVideoTime(lesson.durationSeconds);
  const progress = lesson.progress;
  const position = progress ? formatVideoTime(progress.positionSeconds) : null;

  let progressText: string | null = null;
  if (progress?.completed) progressText = text.watched;
  else if (position !== null) progressText = variant === 'resume' ? text.resumeAt(position) : text.watchedPart(position, duration);

  return (
    <article aria-labelledby={`${id}-title`} className={styles.root}>
      <div className={styles.poster}>
        <ImageWithFallback
          src={lesson.thumbnailUrl}
          fallbackSrc={lessonPosterFallback}
          alt=""
          width={320}
          height={180}
          loading={imageLoading}
          className={styles.image}
        />
        <PlayCircleIcon className={styles.playIcon} />
        <span className={styles.duration}>
          <span className={visuallyHidden}>{text.duration(duration)}</span>
          <span aria-hidden="true">{duration}</span>
        </span>
      </div>
      <div className={styles.body}>
        <Heading level={headingLevel} size="standard" id={`${id}-title`}>
          <Link href={href} className={styles.link}>
            {lesson.title}
          </Link>
        </Heading>
        <p className={styles.meta}>
          <span className={styles.topic}>{text.topics[lesson.topic]}</span>
          <span aria-hidden="true"> · </span>
          <span>{lesson.examName ?? text.everyExam}</span>
        </p>
        {progressText !== null && progress ? (
          <div className={styles.progress}>
            <MeterBar share={watchedShare(progress.positionSeconds, lesson.durationSeconds, progress.completed)} />
            <p className={progress.completed ? styles.watched : styles.progressText}>{progressText}</p>
          </div>
        ) : null}
      </div>
    </article>
  );
}
