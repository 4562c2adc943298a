import type { ImportedItem, ItemWords, ParsedFile } from '../../item.js';
import { attachFigures } from '../attach-figures.js';
import { type Category, readCategoryPath } from '../category-path.js';
import { contentKey } from '../content-key.js';
import { checkImportedItem } from '../item-checks.js';
import { type ReadSibling, siblingFigureReader } from '../sibling-figures.js';
import { whatParikshaHolds } from '../refusal-messages.js';
import { readGiftAnswers } from './gift-answers.js';
import { type GiftBlock, splitGiftBlocks } from './gift-blocks.js';
import { findUnescaped, findUnescapedRun, type GiftTextFormat, giftTextFormats, giftTextToMarkdown, unescapeGift } from './gift-text.js';

type QuestionReading = { item: Omit<ImportedItem, 'subject' | 'topic' | 'figures' | 'at'> } | { message: string };

const noCategory: Category = { message: 'The question has no subject and topic: put a line such as "$CATEGORY: Quantitative Aptitude/Time and Work" above it.' };

/** A question block's parts: `::title::`, `[format]`, the text, `{answers}`; then what they hold. */
function readQuestion(block: GiftBlock): QuestionReading {
  let rest = block.text.trim();
  let title = '';
  if (rest.startsWith('::')) {
    const end = findUnescapedRun(rest, '::', 2);
    if (end < 0) return { message: 'The title is never closed: write it as ::title:: before the question.' };
    title = unescapeGift(rest.slice(2, end)).trim();
    rest = rest.slice(end + 2).trim();
  }
  let format: GiftTextFormat = 'moodle';
  const formatTag = /^\[([a-z]+)\]/.exec(rest);
  const named = giftTextFormats.find((known) => known === formatTag?.[1]);
  if (formatTag && named) {
    format = named;
    rest = rest.slice(formatTag[0].length);
  }
  const open = findUnescaped(rest, '{');
  if (open < 0) return { message: 'This text has no answers between { and }, so it is not a question (Moodle calls it a description): Pariksha imports only questions.' };
  const close = findUnescaped(rest, '}', open + 1);
  if (close < 0) return { message: 'The answers are never closed: end them with }.' };
  if (rest.slice(close + 1).trim() !== '') {
    return { message: `Missing-word questions (answers in the middle of the text) cannot be imported: ${whatParikshaHolds} Put the answers after the question.` };
  }
  const answers = readGiftAnswers(rest.slice(open + 1, close));
  if (answers.kind === 'refused') return { message: answers.message };
  const text = giftTextToMarkdown(rest.slice(0, open), format);
  const explanation = giftTextToMarkdown(answers.generalFeedback, format);
  const base = { tolerance: 0, difficulty: 'medium' as const, exams: [] };
  if (answers.kind === 'numeric') {
    const words: ItemWords = { text, explanation };
    const key = title || contentKey('gift', [text, answers.value, answers.tolerance]);
    return { item: { ...base, key, type: 'numeric', answer: answers.value, tolerance: answers.tolerance, translations: { en: words } } };
  }
  const options = answers.kind === 'truefalse' ? ['True', 'False'] : answers.options.map((option) => giftTextToMarkdown(option.text, format));
  const right = answers.kind === 'truefalse' ? [answers.value ? 0 : 1] : answers.options.flatMap((option, index) => (option.weight > 0 ? [index] : []));
  const type = right.length > 1 ? 'multiple' : 'single';
  const answer = type === 'multiple' ? right : (right[0] ?? 0);
  const key = title || contentKey('gift', [text, options, answer]);
  return { item: { ...base, key, type, answer, translations: { en: { text, options, explanation } } } };
}

/**
 * A GIFT file as Moodle writes it: multichoice (one or several right answers), true/false and
 * numerical questions, in English (GIFT has no way to say a question's language). Subject and
 * topic come from `$CATEGORY:`; difficulty is medium, as GIFT cannot say it.
 */
export function parseGift(fileName: string, data: Uint8Array, readSibling?: ReadSibling): ParsedFile {
  const parsed: ParsedFile = { items: [], passages: [], problems: [], invalidCount: 0 };
  let source: string;
  try {
    source = new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/\r\n?/g, '\n');
  } catch {
    parsed.problems.push({ file: fileName, line: 1, message: 'The file is not saved as UTF-8: save it again as UTF-8 text.' });
    return parsed;
  }
  const readFigure = siblingFigureReader(fileName, readSibling);
  let category = noCategory;
  for (const block of splitGiftBlocks(source)) {
    const at = { file: fileName, line: block.line };
    if (block.text.startsWith('$CATEGORY:')) {
      category = readCategoryPath(block.text.slice('$CATEGORY:'.length).trim());
      if ('message' in category) parsed.problems.push({ ...at, message: category.message });
      continue;
    }
    const reading = readQuestion(block);
    const messages = 'message' in reading ? [reading.message] : [];
    if ('item' in reading) {
      if ('message' in category) messages.push(category === noCategory ? category.message : 'The question\'s category above does not name a subject and a topic.');
      const words = reading.item.translations.en;
      const figures = attachFigures(words ? [words.text, ...(words.options ?? []), words.explanation] : [], readFigure, messages);
      if (messages.length === 0 && !('message' in category)) {
        const item: ImportedItem = { ...reading.item, subject: category.subject, topic: category.topic, figures, at };
        messages.push(...checkImportedItem(item));
        if (messages.length === 0) parsed.items.push(item);
      }
    }
    if (messages.length > 0) {
      parsed.invalidCount += 1;
      parsed.problems.push(...messages.map((message) => ({ ...at, message })));
    }
  }
  return parsed;
}
