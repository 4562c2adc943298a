import type { ContentLanguage, ImportedFigure, ImportedItem, ImportedPassage } from '../item.js';
import { figureReferences } from './figure-references.js';
import { languageNames } from './language-names.js';

type Texts = Partial<Record<ContentLanguage, string[]>>;

/** Every text of a language: the question, its options and its explanation. */
function itemTexts(item: ImportedItem): Texts {
  const texts: Texts = {};
  for (const [language, words] of Object.entries(item.translations) as [ContentLanguage, ImportedItem['translations']['en']][]) {
    if (words) texts[language] = [words.text, ...(words.options ?? []), words.explanation];
  }
  return texts;
}

function passageTexts(passage: ImportedPassage): Texts {
  const texts: Texts = {};
  for (const [language, words] of Object.entries(passage.translations) as [ContentLanguage, { text: string } | undefined][]) {
    if (words) texts[language] = [words.text];
  }
  return texts;
}

/** Figures the texts refer to: each must be held, and described (alt text) in every language. */
function checkFigureReferences(texts: Texts, figures: readonly ImportedFigure[]): string[] {
  const held = new Set(figures.map((figure) => figure.name));
  const messages: string[] = [];
  for (const [language, languageTexts] of Object.entries(texts) as [ContentLanguage, string[]][]) {
    for (const reference of languageTexts.flatMap(figureReferences)) {
      if (!held.has(reference.name)) {
        messages.push(`The ${languageNames[language]} text shows the figure "${reference.name}", but that figure is not part of the question.`);
      } else if (reference.alt.trim() === '') {
        messages.push(
          `The figure "${reference.name}" has no alt text in ${languageNames[language]}: write a short description for learners who cannot see it, as in ![A right triangle with sides 3, 4 and 5](figure:${reference.name}).`,
        );
      }
    }
  }
  return messages;
}

/** What every format must hold true of a question before it is handed on; [] when it is sound. */
export function checkImportedItem(item: ImportedItem): string[] {
  const messages: string[] = [];
  const languages = Object.keys(item.translations) as ContentLanguage[];
  if (languages.length === 0) messages.push('The question has no text in any language.');
  if (item.type !== 'numeric') {
    const counts = new Set(languages.map((language) => item.translations[language]?.options?.length ?? 0));
    if (counts.size > 1) messages.push('The question has a different number of options in English and in Hindi: each language needs the same options in the same order.');
    const count = Math.min(...counts);
    const answers = Array.isArray(item.answer) ? item.answer : [item.answer];
    if (count < 2) messages.push('A choice question needs at least two options.');
    else if (answers.some((answer) => !Number.isInteger(answer) || answer < 0 || answer >= count)) messages.push('The answer is not one of the options.');
  }
  messages.push(...checkFigureReferences(itemTexts(item), item.figures));
  return messages;
}

export function checkImportedPassage(passage: ImportedPassage): string[] {
  const messages: string[] = [];
  if (Object.keys(passage.translations).length === 0) messages.push('The passage has no text in any language.');
  messages.push(...checkFigureReferences(passageTexts(passage), passage.figures));
  return messages;
}
