import type { ContentLanguage } from '../../item.js';

/** Option columns are option_a_en … option_f_hi: at most six options, A–F. */
export const optionLetters = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

type OptionColumn = `option_${(typeof optionLetters)[number]}_${ContentLanguage}`;

const languageColumns = (language: ContentLanguage) =>
  [`text_${language}`, ...optionLetters.map((letter): OptionColumn => `option_${letter}_${language}`), `explanation_${language}`] as const;

/** The template's columns in the order docs/question-template.md lists them. */
export const templateColumns = [
  'key',
  'type',
  'subject',
  'topic',
  'topic_en',
  'topic_hi',
  'subtopic',
  'difficulty',
  'exams',
  'source',
  'author_note',
  'passage',
  'answer',
  'tolerance',
  ...languageColumns('en'),
  ...languageColumns('hi'),
  'figures',
] as const;

export type TemplateColumn = (typeof templateColumns)[number] | OptionColumn;

/** What a passage row may fill; every other column stays empty. */
export const passageColumns: readonly TemplateColumn[] = ['key', 'type', 'text_en', 'text_hi', 'figures'];

export const templateRowTypes = ['single', 'multiple', 'numeric', 'passage'] as const;

const known = new Set<string>(templateColumns);
export const isTemplateColumn = (name: string): name is TemplateColumn => known.has(name);
