import { useId } from 'react';
import { visuallyHidden } from '../../css/utilities.css';
import { Button } from '../Button/Button';
import { Heading, sectionHeadingLevels, type SectionHeadingLevel } from '../Heading/Heading';
import { ImageWithFallback } from '../ImageWithFallback/ImageWithFallback';
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

function CalendarIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6 1.5a1 1 0 0 1 1 1V3h6v-.5a1 1 0 1 1 2 0V3h.5A2.5 2.5 0 0 1 18 5.5v10a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 2 15.5v-10A2.5 2.5 0 0 1 4.5 3H5v-.5a1 1 0 0 1 1-1ZM4 8v7.5a.5.5 0 0 0 .5.5h11a.5.5 0 0 0 .5-.5V8H4Z"
      />
    </svg>
  );
}

function LockIcon() {
  return (
    <svg className={styles.lockIcon} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M10 1.5A4.5 4.5 0 0 0 5.5 6v2H5a2 2 0 0 0-2 2v6.5a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V10a2 2 0 0 0-2-2h-.5V6A4.5 4.5 0 0 0 10 1.5ZM12.5 8h-5V6a2.5 2.5 0 0 1 5 0v2ZM10 11a1.5 1.5 0 0 1 .75 2.8V15a.75.75 0 0 1-1.5 0v-1.2A1.5 1.5 0 0 1 10 11Z"
      />
    </svg>
  );
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
          <CalendarIcon />
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
              <LockIcon />
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
