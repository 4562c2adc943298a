import type { ImportProblem } from '../../item.js';

/** A template file read into cells, before any checking: the same for CSV and XLSX. */
export interface TemplateSheet {
  /** The header's cells, as written. */
  header: string[];
  headerLine: number;
  rows: TemplateSheetRow[];
  /** Problems with the file as a whole (not UTF-8, a quote never closed, not a workbook). */
  problems: ImportProblem[];
}

export interface TemplateSheetRow {
  /** Where a teacher finds the row: the CSV's physical line (1 = header) or the sheet's row number. */
  line: number;
  cells: string[];
}
