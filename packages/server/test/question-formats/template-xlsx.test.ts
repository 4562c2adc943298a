import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseContentFile } from '../../src/question-content/formats/parse-content-file.js';
import { fixtureDir, fixtureFile, utf8 } from './fixtures.js';

async function workbook(rows: (string | number | null)[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Questions');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

describe('the XLSX template', () => {
  it('reads the same columns as the CSV, numbering rows as the sheet does', async () => {
    const header = ['key', 'type', 'subject', 'topic', 'answer', 'tolerance', 'text_en', 'option_a_en', 'option_b_en', 'option_c_en', 'text_hi', 'option_a_hi', 'option_b_hi', 'option_c_hi'];
    const data = await workbook([
      header,
      ['rrb-ntpc-2021-gk-04', 'single', 'general-awareness', 'indian-polity', 'A', null, 'Who is the constitutional head of a state in India?', 'The Governor', 'The Chief Minister', 'The Speaker', 'भारत में किसी राज्य का संवैधानिक प्रमुख कौन होता है?', 'राज्यपाल', 'मुख्यमंत्री', 'विधानसभा अध्यक्ष'],
      [],
      ['jee-main-2022-chem-mole-02', 'numeric', 'chemistry', 'mole-concept', 0.5, 0.01, 'How many moles are there in 9 g of water?', null, null, null, '9 ग्राम जल में कितने मोल होते हैं?', null, null, null],
      ['bad-row', 'single', 'general-awareness', 'indian-polity', 'D', null, 'Which article of the Constitution abolishes untouchability?', 'Article 14', 'Article 17', 'Article 21', null, null, null, null],
    ]);
    const parsed = await parseContentFile({ name: 'railways.xlsx', data });
    expect(parsed.items.map((item) => [item.key, item.answer, item.tolerance, item.at.line])).toEqual([
      ['rrb-ntpc-2021-gk-04', 0, 0, 2],
      ['jee-main-2022-chem-mole-02', 0.5, 0.01, 4],
    ]);
    expect(parsed.items[0]?.translations.hi?.options).toEqual(['राज्यपाल', 'मुख्यमंत्री', 'विधानसभा अध्यक्ष']);
    expect(parsed.problems).toEqual([{ file: 'railways.xlsx', line: 5, message: 'The answer "D" is not one of the options A–C.' }]);
    expect(parsed.invalidCount).toBe(1);
  });

  it('reads every row of the example CSV the same way from a workbook', async () => {
    const fromCsv = await parseContentFile(fixtureFile('template.csv'));
    const { parse } = await import('csv-parse/sync');
    const rows = parse(readFileSync(join(fixtureDir, 'template.csv'), 'utf8'), { bom: true }) as string[][];
    const file = fixtureFile('template.csv');
    const fromXlsx = await parseContentFile({ name: 'template.xlsx', data: await workbook(rows), readSibling: file.readSibling });
    expect(fromXlsx.problems).toEqual([]);
    const withoutPlace = (items: typeof fromCsv.items) => items.map(({ at: _at, ...item }) => item);
    expect(withoutPlace(fromXlsx.items)).toEqual(withoutPlace(fromCsv.items));
  });

  it('reports a file that is not a workbook', async () => {
    const parsed = await parseContentFile({ name: 'notes.xlsx', data: utf8('not a workbook') });
    expect(parsed.problems).toEqual([{ file: 'notes.xlsx', line: 1, message: 'The file cannot be opened as an Excel workbook (.xlsx): save it again from Excel or Google Sheets as .xlsx.' }]);
  });
});

describe('docs/question-template.md', () => {
  it('shows an example that imports without a problem', async () => {
    const doc = readFileSync(join(fixtureDir, '../../../../docs/question-template.md'), 'utf8');
    const example = /```csv\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
    const parsed = await parseContentFile({ name: 'example.csv', data: utf8(example), readSibling: fixtureFile('template.csv').readSibling });
    expect(parsed.problems).toEqual([]);
    expect(parsed.items).toHaveLength(5);
    expect(parsed.passages).toHaveLength(1);
  });
});
