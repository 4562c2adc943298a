import { useId } from 'react';
import { Button } from '../Button/Button';
import type { BillingPeriod } from '../BillingToggle/BillingToggle';
import { Heading, sectionHeadingLevels, type SectionHeadingLevel } from '../Heading/Heading';
import { TickDiscIcon } from '../private/icons';
import { formatRupees } from './formatRupees';
import { planToneFor, type PlanTone } from './planTone';
import * as styles from './PlanCard.css';

/** @deprecated Use `sectionHeadingLevels`: a card's title may take any level below the page's title. */
export const planCardHeadingLevels = sectionHeadingLevels;
/** @deprecated Use `SectionHeadingLevel`. */
export type PlanCardHeadingLevel = SectionHeadingLevel;

export interface PlanCardUnitLabels {
  annually: string;
  monthly: string;
}

export const defaultPlanCardUnitLabels: PlanCardUnitLabels = {
  annually: '/year',
  monthly: '/month',
};

export interface PlanCardProps {
  /** The plan's name (`plan_name`); shown in upper case. */
  name: string;
  /** The `plan_type` badge, e.g. 'Most Popular'; nothing is shown when it is empty or missing. */
  badge?: string | null;
  /** Whole rupees for the chosen period (`price_annually` or `price_monthly`). */
  price: number;
  period: BillingPeriod;
  unitLabels?: PlanCardUnitLabels;
  description: string;
  /** The checklist (`plan_details`, already parsed). */
  features: readonly string[];
  /** The card's tint; defaults to `planToneFor(name)`. */
  tone?: PlanTone;
  trialLabel?: string;
  onStartTrial?: () => void;
  /** A second action under the trial, to buy the plan for the chosen period; shown when given. */
  buyLabel?: string;
  onBuy?: () => void;
  /** Formats the price: 'en-IN' → ₹2,499. */
  locale?: string;
  /** The heading level of the plan's name, to fit the page's outline. */
  headingLevel?: PlanCardHeadingLevel;
}

export function PlanCard({
  name,
  badge,
  price,
  period,
  unitLabels = defaultPlanCardUnitLabels,
  description,
  features,
  tone,
  trialLabel = 'Start 7 day free trial',
  onStartTrial,
  buyLabel = 'Buy now',
  onBuy,
  locale = 'en-IN',
  headingLevel = 3,
}: PlanCardProps) {
  const headingId = useId();
  const cardTone = tone ?? planToneFor(name);

  return (
    <article aria-labelledby={headingId} className={`${styles.root} ${styles.tone[cardTone]}`}>
      <div className={styles.header}>
        <Heading level={headingLevel} size="large" id={headingId} className={styles.name}>
          {name}
        </Heading>
        {badge ? <p className={styles.badge}>{badge}</p> : null}
      </div>
      <p className={styles.price}>
        <span className={styles.amount}>{formatRupees(price, locale)}</span>
        <span className={styles.unit}>{unitLabels[period]}</span>
      </p>
      <p className={styles.description}>{description}</p>
      {features.length > 0 ? (
        <ul className={styles.features}>
          {features.map((feature, index) => (
            <li key={`${index}-${feature}`} className={styles.feature}>
              <TickDiscIcon size={20} className={styles.checkIcon} />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.action}>
        <Button size="large" width="full" onClick={() => onStartTrial?.()}>
          {trialLabel}
        </Button>
        {onBuy ? (
          <Button size="large" width="full" variant="outline" onClick={onBuy}>
            {buyLabel}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
