import type { ReactNode } from 'react';
import * as styles from './Passage.css';

export interface PassageLayoutProps {
  /** The group's Passage. */
  passage: ReactNode;
  /** The question (QuestionView), unchanged. */
  children: ReactNode;
}

/**
 * A question with its passage: the passage above it on a phone, beside it on a desktop (where it
 * stays in view while the learner reads the options). QuestionView itself is unchanged.
 */
export function PassageLayout({ passage, children }: PassageLayoutProps) {
  return (
    <div className={styles.layout}>
      <div className={styles.passageColumn}>{passage}</div>
      <div className={styles.questionColumn}>{children}</div>
    </div>
  );
}
