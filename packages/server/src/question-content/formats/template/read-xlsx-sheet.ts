import ExcelJS from 'exceljs';
import type { TemplateSheet } from './template-sheet.js';

/** A cell as the text a teacher sees in it (numbers as written, rich text joined, a formula's result). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('hyperlink' in value) return String(value.text);
  if ('formula' in value || 'sharedFormula' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  if ('error' in value) return '';
  return '';
}

/** The first sheet of a template workbook, read into rows numbered as the spreadsheet numbers them. */
export async function readXlsxSheet(fileName: string, data: Uint8Array): Promise<TemplateSheet> {
  const sheet: TemplateSheet = { header: [], headerLine: 1, rows: [], problems: [] };
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs takes a Node Buffer; this one shares the bytes rather than copying them.
    await workbook.xlsx.load(Buffer.from(data.buffer, data.byteOffset, data.byteLength) as unknown as ExcelJS.Buffer);
  } catch {
    sheet.problems.push({ file: fileName, line: 1, message: 'The file cannot be opened as an Excel workbook (.xlsx): save it again from Excel or Google Sheets as .xlsx.' });
    return sheet;
  }
  const worksheet = workbook.worksheets[0];
  if (!worksheet) {
    sheet.problems.push({ file: fileName, line: 1, message: 'The workbook has no sheet: the questions go on its first sheet.' });
    return sheet;
  }
  let headerSeen = false;
  worksheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    const filled = Array.from(cells, (cell) => cell ?? '');
    if (filled.every((cell) => cell.trim() === '')) return;
    if (!headerSeen) {
      headerSeen = true;
      sheet.header = filled;
      sheet.headerLine = row.number;
    } else {
      sheet.rows.push({ line: row.number, cells: filled });
    }
  });
  return sheet;
}
