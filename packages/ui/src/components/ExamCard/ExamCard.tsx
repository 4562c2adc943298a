import { useId } from 'react';
import { visuallyHidden } from '../../css/utilities.css';
import { Button } from '../Button/Button';
import { Heading, sectionHeadingLevels, type SectionHeadingLevel } from '../Heading/Heading';
import { ImageWithFallback } from '../ImageWithFallback/ImageWithFallback';
import { CalendarIcon, LockIcon } from '../private/icons';
import * as styles from './ExamCard.css';

/** @deprecated Use `sectionHeadingLevels`: a card's title may take any level below the page's title. */
export const examCardHeadingLevels = sectionHeadingLevels;
/** @deprecated Use `SectionHeadingLevel`. */
export type ExamCardHeadingLevel = SectionHeadingLevel;

/** The facts a card can list under its description, in this order. */
export const examCardMetaKeys = ['questions', 'minutes', 'marks'] as const;
export type ExamCardMetaKey = (typeof examCardMetaKeys)[number];
export type ExamCardMeta = Partial<Record<ExamCardMetaKey, number>>;

/** `locked`: the learner's plan does not include the exam yet; its action says so and looks secondary. */
export const examCardStatuses = ['open', 'locked'] as const;
export type ExamCardStatus = (typeof examCardStatuses)[number];

export interface ExamCardLabels extends Record<ExamCardMetaKey, string> {
  /** The main action: 'Get Started', 'Take Test', or 'Unlock' on a locked card. */
  getStarted: string;
  highlight: string;
  /** Read before the date by screen readers only. */
  date: string;
}

export const defaultExamCardLabels: ExamCardLabels = {
  getStarted: 'Get Started',
  highlight: 'Highlight',
  date: 'Exam date',
  questions: 'Questions',
  minutes: 'Minutes',
  marks: 'Marks',
};

export interface ExamCardProps {
  title: string;
  description: string;
  /** The exam's image; `defaultImageSrc` is shown when it is missing or broken. */
  imageSrc?: string | null;
  defaultImageSrc: string;
  /** Describes the image; empty (decorative) by default, since the title says what it is. */
  imageAlt?: string;
  /** The date, already formatted; the app passes 'N/A' when the exam has none. */
  dateLabel: string;
  meta?: ExamCardMeta;
  /** A locked card's main action shows a lock, a muted style, and names the exam it unlocks. */
  status?: ExamCardStatus;
  labels?: ExamCardLabels;
  onGetStarted?: () => void;
  onHighlight?: () => void;
  /** The heading level of the title, to fit the page's outline. */
  headingLevel?: ExamCardHeadingLevel;
}

/** An upcoming or popular exam: image, title, description, date, optional facts and two actions. */
export function ExamCard({
  title,
  description,
  imageSrc,
  defaultImageSrc,
  imageAlt = '',
  dateLabel,
  meta,
  status = 'open',
  labels = defaultExamCardLabels,
  onGetStarted,
  onHighlight,
  headingLevel = 3,
}: ExamCardProps) {
  const headingId = useId();
  const facts = examCardMetaKeys.filter((key) => meta?.[key] !== undefined);

  return (
    <article aria-labelledby={headingId} className={styles.root}>
      <ImageWithFallback
        src={imageSrc}
        fallbackSrc={defaultImageSrc}
        alt={imageAlt}
        width={320}
        height={180}
        className={styles.image}
      />
      <div className={styles.body}>
        <Heading level={headingLevel} size="large" id={headingId}>
          {title}
        </Heading>
        <p className={styles.description}>{description}</p>
        <p className={styles.date}>
          <CalendarIcon size={18} className={styles.icon} />
          <span className={visuallyHidden}>{labels.date}: </span>
          <span>{dateLabel}</span>
        </p>
        {facts.length > 0 ? (
          <ul className={styles.facts}>
            {facts.map((key) => (
              <li key={key} className={styles.fact}>
                <strong className={styles.factValue}>{meta?.[key]}</strong> {labels[key]}
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.actions}>
          {status === 'locked' ? (
            // Named with the title ('Unlock SBI PO Prelims'): it says what is locked, not only what to do.
            <Button width="full" tone="neutral" variant="outline" onClick={() => onGetStarted?.()}>
              <LockIcon size={18} className={styles.lockIcon} />
              {labels.getStarted}
              <span className={visuallyHidden}> {title}</span>
            </Button>
          ) : (
            // Described by the title, so 'Get Started' on a page of cards says which exam.
            <Button width="full" aria-describedby={headingId} onClick={() => onGetStarted?.()}>
              {labels.getStarted}
            </Button>
          )}
          <Button width="full" variant="outline" aria-describedby={headingId} onClick={() => onHighlight?.()}>
            {labels.highlight}
          </Button>
        </div>
      </div>
    </article>
  );
}
