import { CsvError, parse } from 'csv-parse/sync';
import type { TemplateSheet, TemplateSheetRow } from './template-sheet.js';

const countNewlines = (cell: string): number => cell.split('\n').length - 1;

/** A template CSV (UTF-8, comma-separated, header row) read into rows with their physical line numbers. */
export function readCsvSheet(fileName: string, data: Uint8Array): TemplateSheet {
  const sheet: TemplateSheet = { header: [], headerLine: 1, rows: [], problems: [] };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    sheet.problems.push({
      file: fileName,
      line: 1,
      message: 'The file is not saved as UTF-8, so Hindi text would be lost: in Excel use "Save as" → "CSV UTF-8 (Comma delimited)", in Google Sheets "Download" → "CSV".',
    });
    return sheet;
  }
  // One kind of line end, so a line number counts physical lines whatever wrote the file.
  text = text.replace(/\r\n?/g, '\n');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // csv-parse's types do not follow the info option, which wraps each record with where it ends.
    records = parse(text, { info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as typeof records;
  } catch (error) {
    const line = error instanceof CsvError && typeof error.lines === 'number' ? error.lines : 1;
    const reason = error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quoted cell is never closed (a " is missing)' : 'it is not a well-formed CSV file';
    sheet.problems.push({ file: fileName, line, message: `The file cannot be read from line ${line} on: ${reason}.` });
    return sheet;
  }
  // Spreadsheets often save rows of empty cells (",,,,") below the last question: they are not rows.
  const filled = records.filter(({ record }) => record.some((cell) => cell.trim() !== ''));
  const rows: TemplateSheetRow[] = filled.map(({ record, info }) => ({
    // info.lines is where the record ends; a cell's own line breaks are lines above it.
    line: info.lines - record.reduce((sum, cell) => sum + countNewlines(cell), 0),
    cells: record,
  }));
  const [header, ...body] = rows;
  if (header) {
    sheet.header = header.cells;
    sheet.headerLine = header.line;
  }
  sheet.rows = body;
  return sheet;
}
