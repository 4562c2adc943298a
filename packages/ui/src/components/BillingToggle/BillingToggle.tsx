import { useId } from 'react';
import { visuallyHidden } from '../../css/utilities.css';
import * as styles from './BillingToggle.css';

/** Annually first: it is the default period and the better deal. */
export const billingPeriods = ['annually', 'monthly'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

export interface BillingToggleLabels {
  annually: string;
  monthly: string;
  /** The group's name for screen readers; not shown on screen. */
  legend: string;
}

export const defaultBillingToggleLabels: BillingToggleLabels = {
  annually: 'Annually',
  monthly: 'Monthly',
  legend: 'Billing period',
};

export interface BillingToggleProps {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
  labels?: BillingToggleLabels;
  /** The radio group's form name; a unique one is generated when omitted. */
  name?: string;
}

/**
 * A pill-shaped segmented control over native radio buttons, so Tab enters the group once
 * and the arrow keys switch the period, exactly as screen-reader users expect.
 */
export function BillingToggle({
  value,
  onChange,
  labels = defaultBillingToggleLabels,
  name,
}: BillingToggleProps) {
  const generatedName = useId();
  const groupName = name ?? `billing-period-${generatedName}`;

  return (
    <fieldset className={styles.root}>
      <legend className={visuallyHidden}>{labels.legend}</legend>
      <div className={styles.track}>
        <span aria-hidden="true" className={`${styles.thumb} ${styles.thumbPosition[value]}`} />
        {billingPeriods.map((period) => (
          <label key={period} className={styles.option}>
            <input
              type="radio"
              className={styles.input}
              name={groupName}
              value={period}
              checked={value === period}
              onChange={() => onChange(period)}
            />
            <span className={styles.label}>{labels[period]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
