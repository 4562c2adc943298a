import type { ReactNode } from 'react';
import { paletteColumns } from './paletteKeys';
import * as styles from './pagedGrid.css';
import type { PagedGridState } from './usePagedGrid';

export interface PagedGridProps<T> {
  id: string;
  /** The page `usePagedGrid` gives for this render. */
  grid: PagedGridState<T>;
  /** One cell's button, from its item and its place in the whole list (counting from 0). */
  renderCell: (item: T, index: number) => ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** The ARIA grid of one page: its rows and cells, each cell holding the button `renderCell` draws. */
export function PagedGrid<T>({ id, grid, renderCell, 'aria-label': label, 'aria-labelledby': labelledBy }: PagedGridProps<T>) {
  return (
    <div
      id={id}
      role="grid"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-rowcount={grid.rowCount}
      aria-colcount={paletteColumns}
      className={styles.grid}
    >
      {/* Rows and cells are keyed by their place on the page: turning the page updates the
          twenty buttons in place instead of building twenty new ones. */}
      {grid.rows.map((row, rowIndex) => (
        <div key={rowIndex} role="row" aria-rowindex={grid.firstRow + rowIndex + 1} className={styles.row}>
          {row.map((item, column) => (
            <div key={column} role="gridcell" className={styles.cell}>
              {renderCell(item, grid.pageStart + rowIndex * paletteColumns + column)}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
