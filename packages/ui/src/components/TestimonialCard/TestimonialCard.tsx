import { useId } from 'react';
import { Heading, sectionHeadingLevels, type SectionHeadingLevel } from '../Heading/Heading';
import { ImageWithFallback } from '../ImageWithFallback/ImageWithFallback';
import { StarRating } from '../StarRating/StarRating';
import * as styles from './TestimonialCard.css';

/** @deprecated Use `sectionHeadingLevels`: a card's title may take any level below the page's title. */
export const testimonialCardHeadingLevels = sectionHeadingLevels;
/** @deprecated Use `SectionHeadingLevel`. */
export type TestimonialCardHeadingLevel = SectionHeadingLevel;

export interface TestimonialCardProps {
  name: string;
  /** What the learner cleared or studies for, e.g. 'SBI PO 2025 — selected'. */
  qualification: string;
  /** The learner's words. */
  description: string;
  /** The learner's photo; the fallback is shown when it is missing or broken. */
  avatarSrc?: string | null;
  fallbackAvatarSrc: string;
  /** The raw rating; out of range or unreadable shows the spec's default of 3 stars. */
  rating: number | string | null | undefined;
  /** The star row's words for screen readers (`{n}` and `{max}` are filled in). */
  ratingLabel?: string;
  /** The heading level of the learner's name, to fit the page's outline. */
  headingLevel?: TestimonialCardHeadingLevel;
}

/** One learner's testimonial: photo, name, qualification, their words and a star rating. */
export function TestimonialCard({
  name,
  qualification,
  description,
  avatarSrc,
  fallbackAvatarSrc,
  rating,
  ratingLabel,
  headingLevel = 3,
}: TestimonialCardProps) {
  const headingId = useId();

  return (
    <article aria-labelledby={headingId} className={styles.root}>
      <div className={styles.person}>
        {/* Decorative: the name right beside it says who this is. */}
        <ImageWithFallback
          src={avatarSrc}
          fallbackSrc={fallbackAvatarSrc}
          alt=""
          width={64}
          height={64}
          className={styles.avatar}
        />
        <div className={styles.identity}>
          <Heading level={headingLevel} size="large" id={headingId}>
            {name}
          </Heading>
          <p className={styles.qualification}>{qualification}</p>
        </div>
      </div>
      <StarRating rating={rating} label={ratingLabel} />
      <blockquote className={styles.quote}>
        <p className={styles.description}>{description}</p>
      </blockquote>
    </article>
  );
}
