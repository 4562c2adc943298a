import type { ImportProblem } from '../../item.js';
import { isTemplateColumn, type TemplateColumn, templateColumns } from './template-columns.js';
import type { TemplateRecord } from './template-record.js';
import type { TemplateSheet, TemplateSheetRow } from './template-sheet.js';

/** A header cell: its column, null for a name already reported as unknown, undefined for no name. */
export type HeaderColumn = TemplateColumn | null | undefined;

/** Which cell of a row holds which column, from the header; unknown and repeated columns are problems. */
export function readTemplateHeader(fileName: string, sheet: TemplateSheet): { columns: HeaderColumn[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const seen = new Set<string>();
  const columns = sheet.header.map((cell) => {
    const name = cell.trim().toLowerCase();
    if (name === '') return undefined;
    if (!isTemplateColumn(name)) {
      problems.push({ file: fileName, line: sheet.headerLine, message: `The column "${cell.trim()}" is not one of the template's columns (see docs/question-template.md): rename or remove it.` });
      return null;
    }
    if (seen.has(name)) {
      problems.push({ file: fileName, line: sheet.headerLine, message: `The column "${name}" appears twice in the header: keep one.` });
      return null;
    }
    seen.add(name);
    return name;
  });
  if (!seen.has('key') || !seen.has('type')) {
    problems.push({ file: fileName, line: sheet.headerLine, message: 'The header row needs at least the columns key and type (see docs/question-template.md).' });
  }
  return { columns, problems };
}

const emptyRecord = (): TemplateRecord => Object.fromEntries(templateColumns.map((column) => [column, ''])) as TemplateRecord;

/** A row's cells by column name, trimmed, and whether it has a value in a column that has no name. */
export function toTemplateRecord(row: TemplateSheetRow, columns: readonly HeaderColumn[]): { record: TemplateRecord; strayCells: boolean } {
  const record = emptyRecord();
  let strayCells = false;
  row.cells.forEach((cell, index) => {
    const column = columns[index];
    const value = cell.trim();
    if (column) record[column] = value;
    else if (column === undefined && value !== '') strayCells = true;
  });
  return { record, strayCells };
}
