import { useId, useState, type ReactNode } from 'react';
import { Heading, headingLevels, type HeadingLevel } from '../Heading/Heading';
import { ChevronDownIcon } from '../private/icons';
import { StatusMessage } from '../StatusMessage/StatusMessage';
import * as styles from './FaqAccordion.css';

/** Below the page's title, with room for the questions one level lower. */
export type FaqAccordionHeadingLevel = Exclude<HeadingLevel, 1 | 6>;
export const faqAccordionHeadingLevels: readonly FaqAccordionHeadingLevel[] = headingLevels.filter(
  (level): level is FaqAccordionHeadingLevel => level !== 1 && level !== 6,
);

export type FaqId = string | number;

export interface FaqItem {
  id: FaqId;
  question: string;
  answer: ReactNode;
}

export interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** The section's heading, e.g. 'Frequently Asked Questions'; questions sit one level below it. */
  heading?: string;
  /** The heading's level; the questions are one level lower. */
  headingLevel?: FaqAccordionHeadingLevel;
  /** Shown instead of the list when there are no questions. */
  emptyText?: string;
  /** Questions open when the accordion first renders. */
  defaultOpenIds?: readonly FaqId[];
  /** Called after a question is opened (`true`) or closed (`false`), e.g. for analytics. */
  onToggle?: (id: FaqId, open: boolean) => void;
}

/**
 * Questions and answers: one column on phones, two from the desktop breakpoint. Each question is
 * a button (aria-expanded, aria-controls) inside a heading, so screen-reader users can jump
 * between questions and open one with Enter or Space. Questions open independently.
 */
export function FaqAccordion({
  items,
  heading,
  headingLevel = 2,
  emptyText = 'No FAQs found.',
  defaultOpenIds = [],
  onToggle,
}: FaqAccordionProps) {
  const baseId = useId();
  const [openIds, setOpenIds] = useState<ReadonlySet<FaqId>>(() => new Set(defaultOpenIds));
  const questionLevel = heading ? ((headingLevel + 1) as Exclude<HeadingLevel, 1 | 2>) : headingLevel;
  const headingId = `${baseId}-heading`;

  const toggle = (id: FaqId) => {
    const open = !openIds.has(id);
    const next = new Set(openIds);
    if (open) next.add(id);
    else next.delete(id);
    setOpenIds(next);
    onToggle?.(id, open);
  };

  return (
    <section aria-labelledby={heading ? headingId : undefined} className={styles.root}>
      {heading ? (
        <Heading level={headingLevel} size="xlarge" align="center" id={headingId}>
          {heading}
        </Heading>
      ) : null}
      {items.length === 0 ? (
        <StatusMessage>{emptyText}</StatusMessage>
      ) : (
        <div className={styles.grid}>
          {items.map((item, index) => {
            const open = openIds.has(item.id);
            const buttonId = `${baseId}-question-${index}`;
            const panelId = `${baseId}-answer-${index}`;
            return (
              <div key={item.id} className={styles.item}>
                <Heading level={questionLevel} size="standard" weight="medium">
                  <button
                    id={buttonId}
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    className={styles.toggle}
                    onClick={() => toggle(item.id)}
                  >
                    <span className={styles.questionText}>{item.question}</span>
                    <ChevronDownIcon size={20} className={styles.chevron} />
                  </button>
                </Heading>
                <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className={styles.answer}>
                  {item.answer}
                </div>
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
