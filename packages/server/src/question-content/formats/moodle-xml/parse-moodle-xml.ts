import { difficulties, type Difficulty, type ImportedItem, type ParsedFile, type QuestionType } from '../../item.js';
import { type Category, readCategoryPath } from '../category-path.js';
import { contentKey } from '../content-key.js';
import { checkImportedItem } from '../item-checks.js';
import { childElements, descendants, firstChild, type MarkupElement, textContent } from '../markup/markup-node.js';
import { readNumber } from '../read-number.js';
import { type MoodleFigures, readMoodleText } from './moodle-text.js';
import { refusedTypeMessage } from './moodle-question-types.js';

const noCategory: Category = { message: 'The question has no subject and topic: export it from a category such as "Quantitative Aptitude/Time and Work" (the <category> before it names them).' };

/** The text of `<name><text>…</text></name>`-like children, trimmed. */
const childText = (element: MarkupElement, local: string): string => {
  const child = firstChild(element, local);
  return child ? textContent(firstChild(child, 'text') ?? child).trim() : '';
};

/** A Moodle tag that is one of our difficulties says how hard the question is; medium otherwise. */
function difficultyFromTags(question: MarkupElement): Difficulty {
  const tags = descendants(question, 'tag').map((tag) => childText(tag, 'text').toLowerCase() || textContent(tag).trim().toLowerCase());
  return difficulties.find((difficulty) => tags.includes(difficulty)) ?? 'medium';
}

type Reading = { item: Omit<ImportedItem, 'subject' | 'topic' | 'at'> } | { messages: string[] };

function readChoiceQuestion(question: MarkupElement, type: 'multichoice' | 'truefalse', figures: MoodleFigures): Reading {
  const answers = childElements(question, 'answer');
  const fractions = answers.map((answer) => Number(answer.attributes.fraction ?? '0'));
  const options =
    type === 'truefalse'
      ? answers.map((answer) => (childText(answer, 'text').toLowerCase() === 'true' ? 'True' : 'False'))
      : answers.map((answer) => readMoodleText(answer, figures));
  const right = fractions.flatMap((fraction, index) => (fraction > 0 ? [index] : []));
  if (right.length === 0) return { messages: ['None of the answers has a positive grade, so no option is right.'] };
  const single = childText(question, 'single') !== 'false' || right.length === 1;
  const best = fractions.indexOf(Math.max(...fractions));
  const questionType: QuestionType = single ? 'single' : 'multiple';
  const text = readMoodleText(firstChild(question, 'questiontext'), figures);
  const explanation = readMoodleText(firstChild(question, 'generalfeedback'), figures);
  const answer = single ? best : right;
  return {
    item: {
      key: childText(question, 'idnumber') || contentKey('moodle', [text, options, answer]),
      type: questionType,
      answer,
      tolerance: 0,
      difficulty: difficultyFromTags(question),
      exams: [],
      translations: { en: { text, options, explanation } },
      figures: figures.figures,
    },
  };
}

function readNumericalQuestion(question: MarkupElement, figures: MoodleFigures): Reading {
  const answers = childElements(question, 'answer');
  const right = answers.find((answer) => Number(answer.attributes.fraction ?? '0') === 100);
  const value = right ? readNumber(childText(right, 'text')) : undefined;
  const tolerance = right ? (readNumber(textContent(firstChild(right, 'tolerance') ?? right).trim() || '0') ?? 0) : 0;
  if (value === undefined) return { messages: ['The numerical question has no answer with full marks that is a number.'] };
  const text = readMoodleText(firstChild(question, 'questiontext'), figures);
  const explanation = readMoodleText(firstChild(question, 'generalfeedback'), figures);
  return {
    item: {
      key: childText(question, 'idnumber') || contentKey('moodle', [text, value, Math.abs(tolerance)]),
      type: 'numeric',
      answer: value,
      tolerance: Math.abs(tolerance),
      difficulty: difficultyFromTags(question),
      exams: [],
      translations: { en: { text, explanation } },
      figures: figures.figures,
    },
  };
}

function readQuestion(question: MarkupElement, type: string): Reading {
  const figures: MoodleFigures = { figures: [], messages: [] };
  let reading: Reading;
  if (type === 'multichoice' || type === 'truefalse') reading = readChoiceQuestion(question, type, figures);
  else if (type === 'numerical') reading = readNumericalQuestion(question, figures);
  else return { messages: [refusedTypeMessage(type)] };
  return figures.messages.length > 0 ? { messages: [...figures.messages, ...('messages' in reading ? reading.messages : [])] } : reading;
}

/**
 * Moodle XML as Moodle exports it: multichoice (one or several right answers), true/false and
 * numerical questions, with their pictures; `<category>` entries give subject and topic. Moodle
 * has no second language for a question, so every question is English.
 */
export function parseMoodleQuiz(fileName: string, quiz: MarkupElement): ParsedFile {
  const parsed: ParsedFile = { items: [], passages: [], problems: [], invalidCount: 0 };
  let category = noCategory;
  for (const question of childElements(quiz, 'question')) {
    const at = { file: fileName, line: question.line };
    const type = question.attributes.type ?? '';
    if (type === 'category') {
      category = readCategoryPath(childText(question, 'category'));
      if ('message' in category) parsed.problems.push({ ...at, message: category.message });
      continue;
    }
    const reading = readQuestion(question, type);
    const messages = 'messages' in reading ? reading.messages : [];
    if ('item' in reading) {
      if ('message' in category) messages.push(category === noCategory ? category.message : 'The question\'s category above does not name a subject and a topic.');
      else {
        const item: ImportedItem = { ...reading.item, subject: category.subject, topic: category.topic, at };
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
