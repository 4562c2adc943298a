import { useId } from 'react';
import { Heading, sectionHeadingLevels, type SectionHeadingLevel } from '../Heading/Heading';
import { ImageWithFallback, type ImageLoading } from '../ImageWithFallback/ImageWithFallback';
import * as styles from './MentorCard.css';

/** @deprecated Use `sectionHeadingLevels`: a card's title may take any level below the page's title. */
export const mentorCardHeadingLevels = sectionHeadingLevels;
/** @deprecated Use `SectionHeadingLevel`. */
export type MentorCardHeadingLevel = SectionHeadingLevel;

export interface MentorCardProps {
  name: string;
  /** What the mentor teaches or does: 'Senior Faculty, Quantitative Aptitude'. */
  position: string;
  /** The mentor's photo; `fallbackImageSrc` is shown when it is empty, missing or broken. */
  imageSrc?: string | null;
  fallbackImageSrc: string;
  /** `lazy` by default: the mentors grid sits below the fold. */
  imageLoading?: ImageLoading;
  /** The heading level of the name, to fit the page's outline. */
  headingLevel?: MentorCardHeadingLevel;
}

/** One mentor in the About page's grid: photo, name and position. */
export function MentorCard({
  name,
  position,
  imageSrc,
  fallbackImageSrc,
  imageLoading = 'lazy',
  headingLevel = 3,
}: MentorCardProps) {
  const headingId = useId();

  return (
    <article aria-labelledby={headingId} className={styles.root}>
      {/* Decorative: the name right below it says who this is. */}
      <ImageWithFallback
        src={imageSrc}
        fallbackSrc={fallbackImageSrc}
        alt=""
        width={160}
        height={160}
        loading={imageLoading}
        className={styles.photo}
      />
      <Heading level={headingLevel} size="large" id={headingId} className={styles.name}>
        {name}
      </Heading>
      <p className={styles.position}>{position}</p>
    </article>
  );
}
