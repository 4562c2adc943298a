import { useId, useState } from 'react';
import { ChevronDownIcon } from '../private/icons';
import type { ContentLanguage } from '../QuestionView/QuestionView';
import { useKeyboardScroll } from '../QuestionView/useKeyboardScroll';
import { RichText } from '../RichText/RichText';
import * as styles from './Passage.css';

export const passageHeadingLevels = [2, 3] as const;
export type PassageHeadingLevel = (typeof passageHeadingLevels)[number];

export interface PassageLabels {
  /** `{from}` and `{to}` become the group's first and last question numbers. */
  heading: string;
}

export const defaultPassageLabels: PassageLabels = {
  heading: 'Read the passage and answer questions {from}–{to}',
};

export interface PassageProps {
  /** The stimulus as the server renders it (trusted HTML: see RichText). */
  html: string;
  lang?: ContentLanguage;
  /** The numbers of the first and last question that share it. */
  from: number;
  to: number;
  /**
   * Open on a phone when it first shows: pass `true` at the group's first question, `false` at a
   * later one (the learner has read it). On a desktop it is always open.
   */
  defaultOpen?: boolean;
  headingLevel?: PassageHeadingLevel;
  labels?: Partial<PassageLabels>;
}

/**
 * One stimulus shared by a group of questions: a reading passage, a data table, a diagram. On a
 * phone its heading is a disclosure button, so a learner can fold it away to reach the options;
 * on a desktop (inside PassageLayout) it stands open beside the question and scrolls by itself.
 */
export function Passage({ html, lang, from, to, defaultOpen = true, headingLevel = 2, labels }: PassageProps) {
  const words = { ...defaultPassageLabels, ...labels };
  const [open, setOpen] = useState(defaultOpen);
  const ids = useId();
  const headingId = `${ids}-heading`;
  const bodyId = `${ids}-body`;
  const Heading = `h${headingLevel}` as const;
  const bodyRef = useKeyboardScroll();
  const heading = words.heading.replaceAll('{from}', String(from)).replaceAll('{to}', String(to));

  return (
    <section className={styles.root} aria-labelledby={headingId} data-open={open}>
      <Heading id={headingId} className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((shown) => !shown)}
        >
          <ChevronDownIcon className={styles.chevron} />
          {heading}
        </button>
        <span className={styles.title}>{heading}</span>
      </Heading>
      <div id={bodyId} ref={bodyRef} className={styles.body}>
        <RichText html={html} lang={lang} />
      </div>
    </section>
  );
}
