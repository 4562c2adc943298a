import type { ContentLanguage, ItemWords } from '../../item.js';
import { languageNames } from '../language-names.js';
import { optionLetters } from './template-columns.js';
import type { TemplateRecord } from './template-record.js';

export interface RowWords {
  translations: Partial<Record<ContentLanguage, ItemWords>>;
  messages: string[];
}

/** One language's columns of a question row: its text, options (filled from A on) and explanation. */
function readLanguage(row: TemplateRecord, language: ContentLanguage, choice: boolean, messages: string[]): ItemWords | undefined {
  const name = languageNames[language];
  const text = row[`text_${language}`];
  const explanation = row[`explanation_${language}`];
  const cells = optionLetters.map((letter) => row[`option_${letter}_${language}`]);
  const lastFilled = cells.findLastIndex((cell) => cell !== '');
  const options = cells.slice(0, lastFilled + 1);
  if (text === '') {
    if (options.length > 0 || explanation !== '') messages.push(`The ${name} columns have options or an explanation but no question text: fill text_${language}.`);
    return undefined;
  }
  if (!choice) {
    if (options.length > 0) messages.push(`A numeric question has no options: leave the ${name} option columns empty.`);
    return { text, explanation };
  }
  if (options.length === 0) {
    messages.push(`The ${name} question has no options: fill option_a_${language}, option_b_${language} and so on.`);
    return { text, options, explanation };
  }
  const gap = options.findIndex((option) => option === '');
  if (gap >= 0) messages.push(`The ${name} option ${optionLetters[gap]?.toUpperCase()} is empty while a later option is filled: fill the options from A onwards.`);
  else if (options.length < 2) messages.push(`The ${name} question has only one option: a choice question needs at least two.`);
  return { text, options, explanation };
}

/** Both languages of a question row, with what is wrong with them. */
export function readRowWords(row: TemplateRecord, choice: boolean): RowWords {
  const messages: string[] = [];
  const translations: RowWords['translations'] = {};
  for (const language of ['en', 'hi'] as const) {
    const words = readLanguage(row, language, choice, messages);
    if (words) translations[language] = words;
  }
  if (!translations.en && !translations.hi) messages.push('The question has no text in any language: fill text_en, text_hi or both.');
  const english = translations.en?.options?.length;
  const hindi = translations.hi?.options?.length;
  if (choice && english !== undefined && hindi !== undefined && english !== hindi) {
    messages.push(`English has ${english} options but Hindi has ${hindi}: each language needs the same options in the same order.`);
  }
  return { translations, messages };
}
