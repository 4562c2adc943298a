import { useId } from 'react';
import { CrossIcon, DashIcon, FlagIcon, HalfDiscIcon, TickDiscIcon } from '../private/icons';
import type { SolutionFilter as Filter } from './solutionFilters';
import * as styles from './SolutionReview.css';

export interface SolutionFilterGroupProps {
  /** The filters offered, in order (see `shownFilters`). */
  filters: readonly Filter[];
  value: Filter;
  onChange: (filter: Filter) => void;
  counts: Readonly<Record<Filter, number>>;
  /** The group's visible name: 'Show'. */
  legend: string;
  /** Each filter's word. */
  names: Readonly<Record<Filter, string>>;
  locale: string;
}

/** The icon of each filter: the same shapes the question buttons and the card use. */
function FilterIcon({ filter }: { filter: Filter }) {
  switch (filter) {
    case 'correct':
      return <TickDiscIcon className={`${styles.filterIcon} ${styles.filterTone.correct}`} />;
    case 'partial':
      return <HalfDiscIcon className={`${styles.filterIcon} ${styles.filterTone.partial}`} />;
    case 'wrong':
      return <CrossIcon className={`${styles.filterIcon} ${styles.filterTone.wrong}`} />;
    case 'unanswered':
      return <DashIcon className={`${styles.filterIcon} ${styles.filterTone.unanswered}`} />;
    case 'marked':
      return <FlagIcon className={`${styles.filterIcon} ${styles.filterTone.marked}`} />;
    default:
      return null;
  }
}

/**
 * The filters as native radio buttons drawn as chips: Tab enters the group once, the arrows
 * switch filter, as screen readers expect. Each says its count; a filter with none stays
 * choosable and then says so plainly, rather than vanishing from the row.
 */
export function SolutionFilterGroup({ filters, value, onChange, counts, legend, names, locale }: SolutionFilterGroupProps) {
  const name = useId();
  const format = new Intl.NumberFormat(locale);
  return (
    <fieldset className={styles.filter}>
      <legend className={styles.filterLegend}>{legend}</legend>
      <div className={styles.filterOptions}>
        {filters.map((filter) => (
          <label key={filter} className={styles.filterOption} data-empty={counts[filter] === 0 || undefined}>
            <input
              type="radio"
              className={styles.filterInput}
              name={name}
              value={filter}
              checked={value === filter}
              onChange={() => onChange(filter)}
            />
            <FilterIcon filter={filter} />
            <span>{names[filter]}</span>
            <span className={styles.filterCount}>{format.format(counts[filter])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
