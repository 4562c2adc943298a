import { useId, useState, type ReactNode } from 'react';
import { buttonClassName } from '../../Button/buttonClassName';
import { ChevronDownIcon } from '../icons';
import * as styles from './ChartDataTable.css';

export interface ChartDataTableProps {
  /** The table's caption, which also names its scrolling region: 'Score and time by section'. */
  caption: string;
  /** The toggle's words while the table is hidden: 'Show the numbers'. */
  showLabel: string;
  /** The toggle's words while the table shows: 'Hide the numbers'. */
  hideLabel: string;
  /** The table's `thead` and `tbody`. */
  children: ReactNode;
}

/**
 * Every number behind a chart, as a real table behind a disclosure button (aria-expanded,
 * aria-controls). The table is in the page from the first render (hidden until asked for), so
 * a server-rendered page has it before any script runs.
 */
export function ChartDataTable({ caption, showLabel, hideLabel, children }: ChartDataTableProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const regionId = `${id}-table`;
  const captionId = `${id}-caption`;
  return (
    <div className={styles.root}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        className={`${buttonClassName({ tone: 'brand', variant: 'ghost', size: 'standard', width: 'content' })} ${styles.toggle}`}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <ChevronDownIcon size={20} className={styles.chevron} />
        {open ? hideLabel : showLabel}
      </button>
      {/* A wide table scrolls inside its own box, never the page; the box takes focus so a
          keyboard can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard */}
      <div id={regionId} hidden={!open} role="region" aria-labelledby={captionId} tabIndex={0} className={styles.scroller}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {caption}
          </caption>
          {children}
        </table>
      </div>
    </div>
  );
}
