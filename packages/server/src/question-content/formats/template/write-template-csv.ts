import type { ContentLanguage, ImportedItem, ImportedPassage, ItemWords } from '../../item.js';
import { optionLetters, templateColumns, type TemplateColumn } from './template-columns.js';

// Items and passages written as the CSV template (docs/question-template.md) that parse-template.ts
// reads back into the same items. Texts are written as they are: give them in the template's
// Markdown. A figure is written as its name only; its file must lie beside the CSV.

export type TemplateEntry = { item: ImportedItem } | { passage: ImportedPassage };

type Cells = Partial<Record<TemplateColumn, string>>;

const letter = (index: number): string => optionLetters[index]?.toUpperCase() ?? '?';

function answerCells(item: ImportedItem): Cells {
  if (item.type === 'numeric') {
    const answer = Array.isArray(item.answer) ? (item.answer[0] ?? 0) : item.answer;
    return { answer: String(answer), ...(item.tolerance === 0 ? {} : { tolerance: String(item.tolerance) }) };
  }
  const answers = Array.isArray(item.answer) ? [...item.answer].sort((a, b) => a - b) : [item.answer];
  return { answer: answers.map(letter).join(';') };
}

function wordCells(language: ContentLanguage, words: ItemWords | undefined): Cells {
  if (words === undefined) return {};
  const cells: Cells = { [`text_${language}`]: words.text, [`explanation_${language}`]: words.explanation };
  (words.options ?? []).forEach((option, index) => {
    cells[`option_${optionLetters[index] ?? 'f'}_${language}`] = option;
  });
  return cells;
}

function itemCells(item: ImportedItem): Cells {
  return {
    key: item.key,
    type: item.type,
    subject: item.subject,
    topic: item.topic.slug,
    topic_en: item.topic.names?.en ?? '',
    topic_hi: item.topic.names?.hi ?? '',
    subtopic: item.subtopic ?? '',
    difficulty: item.difficulty,
    exams: item.exams.join(';'),
    source: item.source ?? '',
    author_note: item.authorNote ?? '',
    passage: item.passage ?? '',
    ...answerCells(item),
    ...wordCells('en', item.translations.en),
    ...wordCells('hi', item.translations.hi),
    figures: item.figures.map((figure) => figure.name).join(';'),
  };
}

function passageCells(passage: ImportedPassage): Cells {
  return {
    key: passage.key,
    type: 'passage',
    text_en: passage.translations.en?.text ?? '',
    text_hi: passage.translations.hi?.text ?? '',
    figures: passage.figures.map((figure) => figure.name).join(';'),
  };
}

/** RFC 4180 quoting, as csv-parse reads it: a cell with a comma, a quote or a line break is quoted, its quotes doubled. */
function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The CSV's text: a byte order mark (so Excel reads the Hindi as UTF-8), the header, then one row
 * per entry in the order given, with only the columns some row fills (key and type always), and
 * `\n` line ends. The same entries always give the same bytes.
 */
export function writeTemplateCsv(entries: readonly TemplateEntry[]): string {
  const rows = entries.map((entry) => ('item' in entry ? itemCells(entry.item) : passageCells(entry.passage)));
  const columns = templateColumns.filter((column) => column === 'key' || column === 'type' || rows.some((row) => (row[column] ?? '') !== ''));
  const lines = [columns, ...rows.map((row) => columns.map((column) => row[column] ?? ''))].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\n')}\n`;
}
