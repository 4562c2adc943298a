import type { ReactNode } from 'react';
import * as styles from './ChartLegend.css';

export interface ChartLegendItem {
  id: string;
  label: string;
  /** The series' look in small: a bar or a line with its marker, drawn as the chart draws it. */
  swatch: ReactNode;
}

export interface ChartLegendProps {
  /** The list's name for screen readers: 'Key'. */
  label: string;
  items: readonly ChartLegendItem[];
}

/** The key to a chart's series: each one's colour, pattern and marker beside its name. */
export function ChartLegend({ label, items }: ChartLegendProps) {
  return (
    <ul aria-label={label} className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item} data-series={item.id}>
          <svg className={styles.swatch} width="28" height="14" aria-hidden="true" focusable="false">
            {item.swatch}
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
