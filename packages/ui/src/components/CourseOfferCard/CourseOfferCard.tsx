import { useId } from 'react';
import { visuallyHidden } from '../../css/utilities.css';
import { Button } from '../Button/Button';
import { Heading, sectionHeadingLevels, type SectionHeadingLevel } from '../Heading/Heading';
import { formatRupees } from '../PlanCard/formatRupees';
import { GlobeIcon, TestPaperIcon } from '../private/icons';
import * as styles from './CourseOfferCard.css';

/** @deprecated Use `sectionHeadingLevels`: a card's title may take any level below the page's title. */
export const courseOfferCardHeadingLevels = sectionHeadingLevels;
/** @deprecated Use `SectionHeadingLevel`. */
export type CourseOfferCardHeadingLevel = SectionHeadingLevel;

export interface CourseOfferCardLabels {
  /** After the total: '769 TOTAL TESTS'. */
  totalTests: string;
  /** After the free count: '3 FREE Tests'. */
  freeTests: string;
  /** Read before the languages by screen readers only. */
  languages: string;
  /** Read before the price by screen readers only. */
  price: string;
  /** Read before the struck-through list price, which screen readers do not announce as struck. */
  originalPrice: string;
  /** The discount; `{percent}` is the locale's percentage: '15% off'. */
  discount: string;
  purchase: string;
}

export const defaultCourseOfferCardLabels: CourseOfferCardLabels = {
  totalTests: 'TOTAL TESTS',
  freeTests: 'FREE Tests',
  languages: 'Languages',
  price: 'Price',
  originalPrice: 'Original price',
  discount: '{percent} off',
  purchase: 'Purchase Course',
};

export interface CourseOfferCardProps {
  /**
   * The batch's name as the card's heading, which names the card. Leave it out where the page's
   * h1 already says it; then name the card's container (e.g. `<aside aria-label="Course price">`).
   */
  title?: string;
  /** A short badge above the title, e.g. 'NEW'; nothing is shown when it is empty or missing. */
  badge?: string | null;
  totalTests: number;
  /** Free tests; the part after '|' is left out when there are none. */
  freeTests?: number;
  /** 'Hindi', 'English', listed as 'Hindi, English'. */
  languages: readonly string[];
  /** Whole rupees to pay. */
  price: number;
  /** Whole rupees before the discount, shown struck through when above `price`. */
  listPrice?: number;
  /**
   * The discount as the seller states it (15 for '15% off'). Not worked out from the prices: the
   * sample batch says 15% off ₹7,009 → ₹6,009, which is 14.3%, and the card shows what is sold.
   */
  discountPercent?: number;
  onPurchase?: () => void;
  /** The purchase is under way: the button shows a spinner and ignores presses. */
  purchasing?: boolean;
  labels?: Partial<CourseOfferCardLabels>;
  /** Formats the counts, prices and percentage: 'en-IN' → ₹6,009. */
  locale?: string;
  /** The heading level of the title, to fit the page's outline. */
  headingLevel?: CourseOfferCardHeadingLevel;
}

/**
 * The side card of a course landing page: what the batch holds, its languages, the price with
 * the discount, and 'Purchase Course'. Keeping it in view while the page scrolls is the page's job.
 */
export function CourseOfferCard({
  title,
  badge,
  totalTests,
  freeTests,
  languages,
  price,
  listPrice,
  discountPercent,
  onPurchase,
  purchasing = false,
  labels,
  locale = 'en-IN',
  headingLevel = 3,
}: CourseOfferCardProps) {
  const text = { ...defaultCourseOfferCardLabels, ...labels };
  const headingId = useId();
  const count = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const showListPrice = listPrice !== undefined && listPrice > price;

  return (
    <article aria-labelledby={title ? headingId : undefined} className={styles.root}>
      {badge || title ? (
        <div className={styles.header}>
          {badge ? <p className={styles.badge}>{badge}</p> : null}
          {title ? (
            <Heading level={headingLevel} size="xlarge" id={headingId}>
              {title}
            </Heading>
          ) : null}
        </div>
      ) : null}
      <p className={styles.line}>
        <TestPaperIcon size={18} className={styles.icon} />
        <span className={styles.lineText}>
          <span className={styles.nowrap}>
            {count.format(totalTests)} {text.totalTests}
          </span>
          {freeTests ? (
            <>
              {/* A visual divider only: screen readers would say 'vertical bar'. */}{' '}
              <span aria-hidden="true" className={styles.separator}>
                |
              </span>{' '}
              <span className={styles.nowrap}>
                {count.format(freeTests)} {text.freeTests}
              </span>
            </>
          ) : null}
        </span>
      </p>
      {languages.length > 0 ? (
        <p className={styles.line}>
          <GlobeIcon size={18} className={styles.icon} />
          <span className={styles.lineText}>
            <span className={visuallyHidden}>{text.languages}: </span>
            {languages.join(', ')}
          </span>
        </p>
      ) : null}
      <p className={styles.price}>
        <span className={visuallyHidden}>{text.price}: </span>
        <strong className={styles.amount}>{formatRupees(price, locale)}</strong>
        {/* Spaces between the parts, so screen readers never run the amounts together. */}
        {showListPrice ? ' ' : null}
        {showListPrice ? (
          <s className={styles.listPrice}>
            <span className={visuallyHidden}>{text.originalPrice}: </span>
            {formatRupees(listPrice, locale)}
          </s>
        ) : null}
        {discountPercent ? ' ' : null}
        {discountPercent ? (
          <span className={styles.discount}>
            {text.discount.replace('{percent}', percent.format(discountPercent / 100))}
          </span>
        ) : null}
      </p>
      <div className={styles.action}>
        <Button
          size="large"
          width="full"
          loading={purchasing}
          aria-describedby={title ? headingId : undefined}
          onClick={() => onPurchase?.()}
        >
          {text.purchase}
        </Button>
      </div>
    </article>
  );
}
