import { useId } from 'react';
import { ImageWithFallback, type ImageLoading } from '../ImageWithFallback/ImageWithFallback';
import * as styles from './MentorCard.css';

export const mentorCardHeadingLevels = [2, 3, 4, 5, 6] as const;
export type MentorCardHeadingLevel = (typeof mentorCardHeadingLevels)[number];

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
  const Heading = `h${headingLevel}` as const;

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
      <Heading id={headingId} className={styles.name}>
        {name}
      </Heading>
      <p className={styles.position}>{position}</p>
    </article>
  );
}
