import { Children, isValidElement, type ReactNode } from 'react';
import * as styles from './PlanGrid.css';

export interface PlanGridProps {
  /** One child per plan, usually a `PlanCard`; each becomes a list item. */
  children: ReactNode;
  /** The id of the heading that names the list, e.g. the page's 'Subscription Plans'. */
  'aria-labelledby'?: string;
}

/**
 * Plans as a list: one column on phones, two from the tablet breakpoint, three from the desktop
 * breakpoint. Cards in a row share one height.
 */
export function PlanGrid({ children, 'aria-labelledby': ariaLabelledBy }: PlanGridProps) {
  return (
    <ul className={styles.root} aria-labelledby={ariaLabelledBy}>
      {Children.toArray(children).map((child, index) => (
        <li key={isValidElement(child) && child.key !== null ? child.key : index} className={styles.item}>
          {child}
        </li>
      ))}
    </ul>
  );
}
