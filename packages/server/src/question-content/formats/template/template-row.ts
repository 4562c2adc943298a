import { difficulties, type Difficulty, type ImportedFigure, type ImportedItem, type ImportedPassage, type ItemTopic, type QuestionType, type SourcePlace } from '../../item.js';
import { checkImportedItem, checkImportedPassage } from '../item-checks.js';
import { slugify } from '../slug.js';
import { passageColumns, templateColumns, templateRowTypes } from './template-columns.js';
import { readTemplateAnswer } from './template-answer.js';
import type { TemplateRecord } from './template-record.js';
import { readRowWords } from './template-row-words.js';

export type TemplateRowResult =
  | { kind: 'item'; item: ImportedItem }
  | { kind: 'passage'; passage: ImportedPassage }
  | { kind: 'refused'; messages: string[] };

/** Reads a figure file named in the figures column: the figure, or why it cannot be had. */
export type FigureReader = (name: string) => ImportedFigure | string;

const splitList = (cell: string): string[] =>
  cell
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');

function readFigures(cell: string, readFigure: FigureReader, messages: string[]): ImportedFigure[] {
  const figures: ImportedFigure[] = [];
  for (const name of new Set(splitList(cell))) {
    const figure = readFigure(name);
    if (typeof figure === 'string') messages.push(figure);
    else figures.push(figure);
  }
  return figures;
}

function readPassageRow(row: TemplateRecord, at: SourcePlace, readFigure: FigureReader): TemplateRowResult {
  const messages: string[] = [];
  const filled = templateColumns.filter((column) => row[column] !== '' && !passageColumns.includes(column));
  if (filled.length > 0) messages.push(`A passage row holds only key, text_en, text_hi and figures, but it also fills ${filled.join(', ')}: move the question to a row of its own.`);
  const translations: ImportedPassage['translations'] = {};
  if (row.text_en !== '') translations.en = { text: row.text_en };
  if (row.text_hi !== '') translations.hi = { text: row.text_hi };
  const passage: ImportedPassage = { key: row.key, translations, figures: readFigures(row.figures, readFigure, messages), at };
  messages.push(...checkImportedPassage(passage));
  return messages.length > 0 ? { kind: 'refused', messages } : { kind: 'passage', passage };
}

function readTopic(row: TemplateRecord, messages: string[]): ItemTopic {
  const slug = slugify(row.topic);
  if (slug === '') messages.push('The question has no topic: fill the topic column with the topic\'s short name, such as time-and-work.');
  const names: NonNullable<ItemTopic['names']> = {};
  if (row.topic_en !== '') names.en = row.topic_en;
  if (row.topic_hi !== '') names.hi = row.topic_hi;
  return Object.keys(names).length > 0 ? { slug, names } : { slug };
}

function readDifficulty(cell: string, messages: string[]): Difficulty {
  if (cell === '') return 'medium';
  const difficulty = difficulties.find((known) => known === cell.toLowerCase());
  if (!difficulty) messages.push(`The difficulty "${cell}" is not one of easy, medium or hard.`);
  return difficulty ?? 'medium';
}

function readQuestionRow(row: TemplateRecord, type: QuestionType, at: SourcePlace, readFigure: FigureReader): TemplateRowResult {
  const choice = type !== 'numeric';
  const { translations, messages } = readRowWords(row, choice);
  const subject = slugify(row.subject);
  if (subject === '') messages.push('The question has no subject: fill the subject column, such as quantitative-aptitude or physics.');
  const topic = readTopic(row, messages);
  const difficulty = readDifficulty(row.difficulty, messages);
  const optionCount = Math.max(translations.en?.options?.length ?? 0, translations.hi?.options?.length ?? 0);
  const answer = readTemplateAnswer(type, row.answer, row.tolerance, optionCount);
  if ('message' in answer) messages.push(answer.message);
  const figures = readFigures(row.figures, readFigure, messages);
  if (messages.length > 0) return { kind: 'refused', messages };
  if ('message' in answer) return { kind: 'refused', messages: [answer.message] };
  const item: ImportedItem = {
    key: row.key,
    type,
    answer: answer.answer,
    tolerance: answer.tolerance,
    subject,
    topic,
    difficulty,
    exams: [...new Set(splitList(row.exams).map(slugify).filter((exam) => exam !== ''))],
    translations,
    figures,
    at,
  };
  if (row.subtopic !== '') item.subtopic = slugify(row.subtopic);
  if (row.source !== '') item.source = row.source;
  if (row.author_note !== '') item.authorNote = row.author_note;
  if (row.passage !== '') item.passage = row.passage;
  const checks = checkImportedItem(item);
  return checks.length > 0 ? { kind: 'refused', messages: checks } : { kind: 'item', item };
}

/** One template row, checked on its own: a question, a passage, or the reasons it is refused. */
export function readTemplateRow(row: TemplateRecord, at: SourcePlace, readFigure: FigureReader): TemplateRowResult {
  const type = templateRowTypes.find((known) => known === row.type.toLowerCase());
  if (!type) {
    const given = row.type === '' ? 'The row has no type' : `The type "${row.type}" is not known`;
    return { kind: 'refused', messages: [`${given}: write single, multiple, numeric or passage.`] };
  }
  return type === 'passage' ? readPassageRow(row, at, readFigure) : readQuestionRow(row, type, at, readFigure);
}
