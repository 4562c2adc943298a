import type { ImportedItem, ImportedPassage, ParsedFile } from '../../item.js';
import { type ReadSibling, siblingFigureReader } from '../sibling-figures.js';
import { readTemplateHeader, toTemplateRecord } from './template-header.js';
import { readTemplateRow } from './template-row.js';
import type { TemplateSheet } from './template-sheet.js';

/**
 * A template file's rows checked one by one into questions and passages (shared by CSV and XLSX).
 * A question's passage key need not be defined in this file: a folder may hold the passages in a
 * file of their own, so the import checks it against every file and the bank, not this function.
 */
export function checkTemplateSheet(fileName: string, sheet: TemplateSheet, readSibling: ReadSibling | undefined): ParsedFile {
  const parsed: ParsedFile = { items: [], passages: [], problems: [...sheet.problems], invalidCount: 0 };
  if (sheet.problems.length > 0 && sheet.header.length === 0) return parsed;
  const { columns, problems } = readTemplateHeader(fileName, sheet);
  parsed.problems.push(...problems);
  const readFigure = siblingFigureReader(fileName, readSibling);
  const firstLineOfKey = new Map<string, number>();
  for (const row of sheet.rows) {
    const { record, strayCells } = toTemplateRecord(row, columns);
    const at = { file: fileName, line: row.line };
    const messages: string[] = [];
    if (strayCells) messages.push('The row has a value in a column without a name in the header: give the column a name or empty the cell.');
    const earlier = firstLineOfKey.get(record.key);
    if (record.key === '') messages.push('The row has no key: give every question and passage a key of its own, such as ssc-cgl-2023-q12.');
    else if (earlier !== undefined) messages.push(`The key "${record.key}" is used again: line ${earlier} has it already. Every question and passage needs a key of its own.`);
    else firstLineOfKey.set(record.key, row.line);
    const result = readTemplateRow(record, at, readFigure);
    if (result.kind === 'refused') messages.push(...result.messages);
    if (messages.length > 0) {
      parsed.invalidCount += 1;
      parsed.problems.push(...messages.map((message) => ({ ...at, message })));
    } else if (result.kind === 'item') {
      parsed.items.push(result.item satisfies ImportedItem);
    } else if (result.kind === 'passage') {
      parsed.passages.push(result.passage satisfies ImportedPassage);
    }
  }
  return parsed;
}
