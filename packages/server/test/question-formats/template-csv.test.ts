import { describe, expect, it } from 'vitest';
import { parseContentFile } from '../../src/question-content/formats/parse-content-file.js';
import { templateColumns } from '../../src/question-content/formats/template/template-columns.js';
import { fixtureFile, utf8 } from './fixtures.js';

/** A template CSV made of rows that fill only the columns they name. */
function templateCsv(rows: Record<string, string>[], columns: readonly string[] = templateColumns): Uint8Array {
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return utf8([columns.join(','), ...rows.map((row) => columns.map((column) => quote(row[column] ?? '')).join(','))].join('\n') + '\n');
}

const aptitude = {
  type: 'single',
  subject: 'quantitative-aptitude',
  topic: 'percentage',
  text_en: 'A shirt priced at ₹800 is sold at a discount of 15%. What is its selling price?',
  option_a_en: '₹640',
  option_b_en: '₹680',
  option_c_en: '₹700',
  option_d_en: '₹720',
  text_hi: '₹800 अंकित मूल्य की एक कमीज़ 15% की छूट पर बेची जाती है। उसका विक्रय मूल्य क्या है?',
  option_a_hi: '₹640',
  option_b_hi: '₹680',
  option_c_hi: '₹700',
  option_d_hi: '₹720',
  answer: 'B',
};

async function parseRows(rows: Record<string, string>[], readSibling?: (path: string) => Uint8Array | undefined) {
  return parseContentFile({ name: 'bank/ssc.csv', data: templateCsv(rows), readSibling });
}

describe('the CSV template', () => {
  it('reads the documented example: questions of every type, a passage, figures, both languages', async () => {
    const parsed = await parseContentFile(fixtureFile('template.csv'));
    expect(parsed.problems).toEqual([]);
    expect(parsed.invalidCount).toBe(0);
    expect(parsed.items.map((item) => [item.key, item.type, item.answer, item.tolerance])).toEqual([
      ['ssc-cgl-2023-tw-01', 'single', 1, 0],
      ['jee-main-2024-phy-kin-07', 'numeric', 20, 0],
      ['jee-main-2023-math-log-03', 'numeric', 0.305, expect.closeTo(0.005, 10)],
      ['neet-2022-chem-arom-11', 'multiple', [0, 2], 0],
      ['ibps-po-rc-2022-q1', 'single', 2, 0],
      ['ssc-chsl-2022-geo-05', 'single', 2, 0],
      ['sbi-clerk-2023-di-02', 'single', 0, 0],
    ]);
    const [work, kinematics] = parsed.items;
    expect(work).toMatchObject({
      subject: 'quantitative-aptitude',
      topic: { slug: 'time-and-work', names: { en: 'Time and Work', hi: 'समय और कार्य' } },
      difficulty: 'easy',
      exams: ['ssc-cgl', 'ssc-chsl'],
      source: 'SSC CGL 2023 Tier 1, 14 July, shift 2',
      at: { file: 'template.csv', line: 2 },
    });
    expect(work?.translations.hi?.options).toEqual(['6 दिन', '7.2 दिन', '8 दिन', '9 दिन']);
    expect(work?.translations.en?.explanation).toContain('$\\frac{1}{12}+\\frac{1}{18}=\\frac{5}{36}$');
    expect(kinematics).toMatchObject({ subtopic: 'motion-under-gravity', authorNote: 'Check the Hindi unit names with the physics team.', at: { line: 3 } });
    expect(kinematics?.translations.en?.options).toBeUndefined();
    expect(parsed.passages).toHaveLength(1);
    expect(parsed.passages[0]?.translations.en?.text).toContain('\n\nIndia\'s Unified Payments Interface');
    expect(parsed.passages[0]?.at.line).toBe(6);
    expect(parsed.items[4]).toMatchObject({ passage: 'ibps-po-rc-2022-p1', at: { line: 11 } });
    const geometry = parsed.items[5];
    expect(geometry?.figures.map((figure) => [figure.name, figure.mediaType])).toEqual([['figures/triangle.svg', 'image/svg+xml']]);
    expect(new TextDecoder().decode(geometry?.figures[0]?.data)).toContain('<svg');
    expect(parsed.items[6]?.figures[0]?.mediaType).toBe('image/png');
    expect(parsed.items[6]?.translations.hi).toBeUndefined();
  });

  it('numbers rows by the physical line, counting line breaks inside cells and skipping blank lines', async () => {
    const csv = [templateColumns.join(','), ',,,,', `k1,single,gk,polity,,,,,,,,,A,,"Who appoints the Governor of a state?\nChoose one.",The President,The Prime Minister`, 'k2,single,gk,polity,,,,,,,,,Z,,Question?,Yes,No'].join('\r\n');
    const parsed = await parseContentFile({ name: 'gk.csv', data: utf8(csv) });
    expect(parsed.items[0]?.at.line).toBe(3);
    expect(parsed.problems).toEqual([{ file: 'gk.csv', line: 5, message: 'The answer "Z" is not an option letter: write a letter from A to F.' }]);
  });

  it('strips a byte order mark and reads a file with only some of the columns', async () => {
    const columns = ['key', 'type', 'subject', 'topic', 'answer', 'text_en', 'option_a_en', 'option_b_en'];
    const data = templateCsv([{ key: 'q1', type: 'single', subject: 'Reasoning', topic: 'Blood Relations', answer: 'a', text_en: 'Pointing to a man, Reena says, "His mother is my mother\'s only daughter." How is the man related to Reena?', option_a_en: 'Son', option_b_en: 'Brother' }], columns);
    const parsed = await parseContentFile({ name: 'r.csv', data: new Uint8Array([0xef, 0xbb, 0xbf, ...data]) });
    expect(parsed.problems).toEqual([]);
    expect(parsed.items[0]).toMatchObject({ key: 'q1', subject: 'reasoning', topic: { slug: 'blood-relations' }, difficulty: 'medium', exams: [], answer: 0 });
  });

  it.each([
    [{ key: '' }, 'The row has no key: give every question and passage a key of its own, such as ssc-cgl-2023-q12.'],
    [{ type: 'essay' }, 'The type "essay" is not known: write single, multiple, numeric or passage.'],
    [{ difficulty: 'tough' }, 'The difficulty "tough" is not one of easy, medium or hard.'],
    [{ answer: 'E' }, 'The answer "E" is not one of the options A–D.'],
    [{ answer: '' }, 'The row has no answer: fill the answer column.'],
    [{ option_d_hi: '' }, 'English has 4 options but Hindi has 3: each language needs the same options in the same order.'],
    [{ option_b_en: '' }, 'The English option B is empty while a later option is filled: fill the options from A onwards.'],
    [{ option_a_hi: '', option_b_hi: '', option_c_hi: '', option_d_hi: '' }, 'The Hindi question has no options: fill option_a_hi, option_b_hi and so on.'],
    [{ text_en: '' }, 'The English columns have options or an explanation but no question text: fill text_en.'],
    [{ type: 'multiple', answer: 'B' }, 'A multiple-correct question needs at least two correct options, such as A;C. For one correct option use the type single.'],
    [{ subject: '' }, 'The question has no subject: fill the subject column, such as quantitative-aptitude or physics.'],
    [{ topic: '' }, "The question has no topic: fill the topic column with the topic's short name, such as time-and-work."],
    [{ tolerance: '1' }, 'Only numeric questions have a tolerance: leave it empty for a choice question.'],
  ])('refuses a row with %o', async (change, message) => {
    const parsed = await parseRows([{ ...aptitude, key: 'ssc-pct-01', ...change }]);
    expect(parsed.problems).toContainEqual({ file: 'bank/ssc.csv', line: 2, message });
    expect(parsed.items).toEqual([]);
    expect(parsed.invalidCount).toBe(1);
  });

  it('refuses no text in any language', async () => {
    const parsed = await parseRows([{ key: 'x', type: 'single', subject: 'gk', topic: 'history', answer: 'A' }]);
    expect(parsed.problems.map((problem) => problem.message)).toContain('The question has no text in any language: fill text_en, text_hi or both.');
  });

  it('checks numeric answers: a number, a range, a tolerance, and no options', async () => {
    const numeric = { type: 'numeric', subject: 'physics', topic: 'optics', text_en: 'An object is placed 30 cm in front of a concave mirror of focal length 10 cm. How far from the mirror is the image, in cm?' };
    const parsed = await parseRows([
      { ...numeric, key: 'n1', answer: '15', tolerance: '0.5' },
      { ...numeric, key: 'n2', answer: '14.5..15.5' },
      { ...numeric, key: 'n3', answer: 'fifteen' },
      { ...numeric, key: 'n4', answer: '15', option_a_en: '15 cm' },
      { ...numeric, key: 'n5', answer: '14..16', tolerance: '1' },
      { ...numeric, key: 'n6', answer: '16..14' },
    ]);
    expect(parsed.items.map((item) => [item.key, item.answer, item.tolerance])).toEqual([
      ['n1', 15, 0.5],
      ['n2', 15, 0.5],
    ]);
    expect(parsed.problems.map((problem) => [problem.line, problem.message])).toEqual([
      [4, 'The answer "fifteen" of a numeric question is not a number: write it as 42, -3.5 or a range 2.45..2.55.'],
      [5, 'A numeric question has no options: leave the English option columns empty.'],
      [6, 'The answer is a range, so the tolerance column must stay empty.'],
      [7, 'The answer "16..14" is not a range: write it as low..high, such as 2.45..2.55.'],
    ]);
    expect(parsed.invalidCount).toBe(4);
  });

  it('sorts the answers of a multiple-correct question and reads them however they are separated', async () => {
    const parsed = await parseRows([{ ...aptitude, key: 'm1', type: 'multiple', answer: 'D; b,a' }]);
    expect(parsed.items[0]?.answer).toEqual([0, 1, 3]);
  });

  it('refuses a key used twice, naming the line that has it first', async () => {
    const parsed = await parseRows([
      { ...aptitude, key: 'dup' },
      { ...aptitude, key: 'dup' },
    ]);
    expect(parsed.items).toHaveLength(1);
    expect(parsed.problems).toEqual([{ file: 'bank/ssc.csv', line: 3, message: 'The key "dup" is used again: line 2 has it already. Every question and passage needs a key of its own.' }]);
  });

  it('reports an unknown column once, at the header', async () => {
    const data = templateCsv([{ key: 'q', ...aptitude, marks: '2' }], [...templateColumns, 'marks']);
    const parsed = await parseContentFile({ name: 'a.csv', data });
    expect(parsed.problems).toEqual([{ file: 'a.csv', line: 1, message: 'The column "marks" is not one of the template\'s columns (see docs/question-template.md): rename or remove it.' }]);
    expect(parsed.items).toHaveLength(1);
  });

  it('checks figures: listed, found beside the file, a picture we hold, and described in every language', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const sibling = (path: string) => (path === 'pie.png' ? png : undefined);
    const withFigure = (key: string, change: Record<string, string>) => ({ ...aptitude, key, text_en: 'Study the pie chart. ![A pie chart of a family\'s spending](figure:pie.png)', text_hi: 'पाई चार्ट देखिए। ![एक परिवार के खर्च का पाई चार्ट](figure:pie.png)', figures: 'pie.png', ...change });
    const parsed = await parseRows(
      [
        withFigure('f1', {}),
        withFigure('f2', { figures: '' }),
        withFigure('f3', { figures: 'pie.png;missing.png' }),
        withFigure('f4', { text_hi: 'पाई चार्ट देखिए। ![](figure:pie.png)' }),
        withFigure('f5', { figures: 'pie.gif' }),
      ],
      sibling,
    );
    expect(parsed.items.map((item) => item.key)).toEqual(['f1']);
    expect(parsed.items[0]?.figures).toEqual([{ name: 'pie.png', mediaType: 'image/png', data: png }]);
    expect(parsed.problems.map((problem) => [problem.line, problem.message])).toEqual([
      [3, 'The English text shows the figure "pie.png", but that figure is not part of the question.'],
      [3, 'The Hindi text shows the figure "pie.png", but that figure is not part of the question.'],
      [4, 'The figure file "missing.png" was not found beside bank/ssc.csv: put it in the same folder (or the folder its name gives) and import the folder.'],
      [5, 'The figure "pie.png" has no alt text in Hindi: write a short description for learners who cannot see it, as in ![A right triangle with sides 3, 4 and 5](figure:pie.png).'],
      [6, 'The figure "pie.gif" is not a PNG, JPEG or SVG picture: save it in one of those formats.'],
    ]);
  });

  it('keeps a passage key that this file does not define: the import checks it against the other files', async () => {
    const parsed = await parseRows([{ ...aptitude, key: 'p-q1', passage: 'defined-elsewhere' }]);
    expect(parsed.problems).toEqual([]);
    expect(parsed.items[0]?.passage).toBe('defined-elsewhere');
  });

  it('refuses a passage row that fills question columns', async () => {
    const parsed = await parseRows([{ key: 'p', type: 'passage', text_en: 'A table of rainfall in five states.', answer: 'A' }]);
    expect(parsed.problems[0]?.message).toBe('A passage row holds only key, text_en, text_hi and figures, but it also fills answer: move the question to a row of its own.');
    expect(parsed.invalidCount).toBe(1);
  });

  it('reports a file that is not UTF-8 or not well formed, without throwing', async () => {
    const latin1 = await parseContentFile({ name: 'old.csv', data: new Uint8Array([0x6b, 0x65, 0x79, 0x0a, 0xe9, 0x0a]) });
    expect(latin1.problems[0]?.message).toMatch(/^The file is not saved as UTF-8/);
    const broken = await parseContentFile({ name: 'b.csv', data: utf8('key,type\nq1,"single\n') });
    expect(broken.problems).toEqual([{ file: 'b.csv', line: 2, message: 'The file cannot be read from line 2 on: a quoted cell is never closed (a " is missing).' }]);
  });

  it('reports a kind of file it cannot import as one problem', async () => {
    const parsed = await parseContentFile({ name: 'paper.docx', data: new Uint8Array() });
    expect(parsed.problems).toHaveLength(1);
    expect(parsed.problems[0]).toMatchObject({ file: 'paper.docx', line: 1 });
  });
});
