import type { ReactNode } from 'react';
import { Heading, type SectionHeadingLevel } from '../../Heading/Heading';
import * as styles from './cardTable.css';

export interface CardTableSectionProps {
  /** Shown over the list, and names it; without it, `label` names it. */
  heading?: string;
  /** The heading's id: the table inside is named by it too. */
  headingId: string;
  headingLevel: SectionHeadingLevel;
  label: string;
  /** The table, or the message standing in for it (loading, empty, failed). */
  children: ReactNode;
}

/** A card table's named region: the box its switch to cards measures, with its heading. */
export function CardTableSection({ heading, headingId, headingLevel, label, children }: CardTableSectionProps) {
  return (
    <section aria-labelledby={heading ? headingId : undefined} aria-label={heading ? undefined : label} className={styles.root}>
      {heading ? (
        <Heading level={headingLevel} size="large" id={headingId}>
          {heading}
        </Heading>
      ) : null}
      {children}
    </section>
  );
}
