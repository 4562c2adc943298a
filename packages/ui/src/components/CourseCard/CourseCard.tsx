import { visuallyHidden } from '../../css/utilities.css';
import { sectionHeadingLevels, type SectionHeadingLevel } from '../Heading/Heading';
import type { ImageLoading } from '../ImageWithFallback/ImageWithFallback';
import { formatRupees } from '../PlanCard/formatRupees';
import { MediaCard } from '../private/MediaCard/MediaCard';
import type { LinkComponent } from '../SiteHeader/siteLinks';
import * as styles from './CourseCard.css';

/** @deprecated Use `sectionHeadingLevels`: a card's title may take any level below the page's title. */
export const courseCardHeadingLevels = sectionHeadingLevels;
/** @deprecated Use `SectionHeadingLevel`. */
export type CourseCardHeadingLevel = SectionHeadingLevel;

/** Optional facts under the description; each is shown only when given. */
export interface CourseCardMeta {
  /** The state exam it prepares for: 'Uttar Pradesh'. */
  state?: string;
  /** Learners enrolled so far. */
  enrolments?: number;
  /** Whole rupees. */
  price?: number;
}

export interface CourseCardLabels {
  getStarted: string;
  /** Read before the state by screen readers only. */
  state: string;
  /** After the enrolment count: '{count} enrolled'. */
  enrolments: string;
  /** Read before the price by screen readers only. */
  price: string;
}

export const defaultCourseCardLabels: CourseCardLabels = {
  getStarted: 'Get Started',
  state: 'State',
  enrolments: '{count} enrolled',
  price: 'Price',
};

export interface CourseCardProps {
  name: string;
  /** Shown as given; the courses page cuts it to 60 characters plus '...'. */
  description: string;
  /** The course's image; `fallbackImageSrc` is shown when it is missing or broken. */
  imageSrc?: string | null;
  fallbackImageSrc: string;
  /** Describes the image; empty (decorative) by default, since the name says what it is. */
  imageAlt?: string;
  /** `lazy` by default: most cards sit below the fold. */
  imageLoading?: ImageLoading;
  meta?: CourseCardMeta;
  /** The course's landing page, where 'Get Started' goes (through `linkComponent`). */
  href: string;
  /** Called as 'Get Started' is followed, for the page's own bookkeeping. */
  onGetStarted?: () => void;
  /** Renders the link: 'a' by default, or the app's router link (gets href, className, aria-describedby, onClick, children). */
  linkComponent?: LinkComponent;
  labels?: Partial<CourseCardLabels>;
  /** Formats the price and enrolments: 'en-IN' → ₹6,009 and 1,25,000. */
  locale?: string;
  /** The heading level of the name, to fit the page's outline. */
  headingLevel?: CourseCardHeadingLevel;
}

/** A course on the public courses page: image, name, short description, optional facts and 'Get Started'. */
export function CourseCard({
  name,
  description,
  imageSrc,
  fallbackImageSrc,
  imageAlt = '',
  imageLoading = 'lazy',
  meta,
  href,
  onGetStarted,
  linkComponent: Link = 'a',
  labels,
  locale = 'en-IN',
  headingLevel = 3,
}: CourseCardProps) {
  const text = { ...defaultCourseCardLabels, ...labels };
  const hasFacts = meta?.state !== undefined || meta?.enrolments !== undefined || meta?.price !== undefined;

  return (
    <MediaCard
      title={name}
      headingLevel={headingLevel}
      imageSrc={imageSrc}
      fallbackImageSrc={fallbackImageSrc}
      imageAlt={imageAlt}
      imageLoading={imageLoading}
      action={{ label: text.getStarted, href, onClick: onGetStarted, linkComponent: Link }}
    >
      <p className={styles.description}>{description}</p>
      {hasFacts ? (
        <ul className={styles.facts}>
          {meta?.state !== undefined ? (
            <li className={styles.fact}>
              <span className={visuallyHidden}>{text.state}: </span>
              <span className={styles.factValue}>{meta.state}</span>
            </li>
          ) : null}
          {meta?.enrolments !== undefined ? (
            <li className={styles.fact}>
              {text.enrolments.replace('{count}', new Intl.NumberFormat(locale).format(meta.enrolments))}
            </li>
          ) : null}
          {meta?.price !== undefined ? (
            <li className={styles.price}>
              <span className={visuallyHidden}>{text.price}: </span>
              {formatRupees(meta.price, locale)}
            </li>
          ) : null}
        </ul>
      ) : null}
    </MediaCard>
  );
}
