import type { ReactNode } from 'react';
import * as styles from './cardTable.css';

export interface CardTableProps {
  /** The id of the heading that names the table; without one, `label` names it. */
  labelledBy?: string;
  label: string;
  /** The header row's cells: `th role="columnheader" scope="col"`, one a column. */
  head: ReactNode;
  /** The rows: `tr role="row"`, each with `cardTable.row`'s class (or one composed from it). */
  children: ReactNode;
}

/**
 * The table that becomes cards (cardTable.css.ts): a table where it has room, and below that each
 * row a card. The header row stays, hidden, so a screen reader still names every value.
 */
export function CardTable({ labelledBy, label, head, children }: CardTableProps) {
  return (
    <>
      {/* eslint-disable jsx-a11y/no-redundant-roles -- the table's own roles, kept when its rows are restyled as cards (Safari drops them otherwise) */}
      <table role="table" className={styles.table} aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : label}>
        <thead role="rowgroup" className={styles.head}>
          <tr role="row">{head}</tr>
        </thead>
        <tbody role="rowgroup" className={styles.body}>
          {children}
        </tbody>
      </table>
      {/* eslint-enable jsx-a11y/no-redundant-roles */}
    </>
  );
}
