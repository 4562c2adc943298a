import type { ReactNode } from 'react';
import * as styles from './sectionTable.css';

export interface SectionTableRow {
  key: string;
  /** The row's header: a section's name, or Total. */
  name: string;
  /** One value for each column after the first, in the columns' order. */
  values: readonly ReactNode[];
  /** The totals row, set apart. */
  total?: boolean;
}

interface SectionTableProps {
  /** The column headers, the first over the row headers (the spec's 'Section Name'). */
  columns: readonly string[];
  rows: readonly SectionTableRow[];
  /** The id of the heading that names the table. */
  labelledBy?: string;
  /** A card around the table where it shows as a table (on a phone each row is its own card). */
  framed?: boolean;
}

/**
 * The paper's sections as a table (instructions, summary, result). One markup for every width:
 * on a phone the rows stand as cards, each value under its column's name (see sectionTable.css),
 * so nothing scrolls sideways. The roles are written out because Safari (VoiceOver on iPhones) has
 * dropped a table's semantics once its parts are no longer displayed as a table (Chromium keeps
 * them); screen readers keep reading a table, with the header cells naming each value, and skip
 * the names repeated for the eye.
 */
export function SectionTable({ columns, rows, labelledBy, framed = false }: SectionTableProps) {
  const [first, ...valueColumns] = columns;
  return (
    // Seven columns need more room before they fit as a table than six (see sectionTable.css).
    <div className={columns.length > 6 ? styles.rootFor.wide : styles.rootFor.compact}>
      <div className={framed ? styles.frame : undefined}>
        {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the table's own roles, kept when its parts are restyled as cards (see above) */}
        <table role="table" className={styles.table} aria-labelledby={labelledBy}>
          <thead role="rowgroup" className={styles.head}>
            <tr role="row">
              <th role="columnheader" scope="col" className={styles.headCell}>{first}</th>
              {valueColumns.map((column) => (
                <th key={column} role="columnheader" scope="col" className={styles.valueHeadCell}>{column}</th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className={styles.body}>
            {rows.map((row) => (
              <tr key={row.key} role="row" className={row.total ? styles.totalRow : styles.row}>
                <th role="rowheader" scope="row" className={styles.rowHead}>{row.name}</th>
                {row.values.map((value, index) => (
                  <td key={valueColumns[index] ?? index} role="cell" className={styles.valueCell}>
                    <span aria-hidden="true" className={styles.cellLabel}>{valueColumns[index]}</span>
                    <span className={styles.value}>{value}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
      </div>
    </div>
  );
}
