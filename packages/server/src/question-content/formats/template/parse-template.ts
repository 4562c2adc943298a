import type { ParsedFile } from '../../item.js';
import type { ReadSibling } from '../sibling-figures.js';
import { checkTemplateSheet } from './check-template-sheet.js';
import { readCsvSheet } from './read-csv-sheet.js';
import { readXlsxSheet } from './read-xlsx-sheet.js';

/** A CSV template (docs/question-template.md) read and checked. */
export function parseTemplateCsv(fileName: string, data: Uint8Array, readSibling?: ReadSibling): ParsedFile {
  return checkTemplateSheet(fileName, readCsvSheet(fileName, data), readSibling);
}

/** An XLSX template: the same columns and checks on the workbook's first sheet. */
export async function parseTemplateXlsx(fileName: string, data: Uint8Array, readSibling?: ReadSibling): Promise<ParsedFile> {
  return checkTemplateSheet(fileName, await readXlsxSheet(fileName, data), readSibling);
}
