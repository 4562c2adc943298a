/**
 * How English Language items are written: the question and options stay in English in both
 * languages (the section tests English); only the direction and the explanation are in Hindi.
 */
import { same, single, singleFixed } from '../build.js';
import type { Difficulty, SingleCorrectQuestion } from '../../types.js';

export interface Direction {
  en: string;
  hi: string;
}

/** An item whose options the builder places (the key fixes the correct option's slot). */
export interface EnglishItem {
  key: string;
  difficulty: Difficulty;
  text: string;
  correct: string;
  wrong: readonly [string, string, string];
  why: { en: string; hi: string };
}

export function englishQuestion(topic: string, direction: Direction, item: EnglishItem): SingleCorrectQuestion {
  return single({
    subject: 'english-language',
    key: item.key,
    topic,
    difficulty: item.difficulty,
    en: { direction: direction.en, text: item.text, explanation: item.why.en },
    hi: { direction: direction.hi, text: item.text, explanation: item.why.hi },
    correct: same(item.correct),
    distractors: item.wrong.map(same),
  });
}

/** An item whose options keep a printed order (sentence parts, 'No error' last). */
export interface FixedEnglishItem {
  key: string;
  difficulty: Difficulty;
  text: string;
  options: readonly [string, string, string, string];
  answer: number;
  why: { en: string; hi: string };
}

export function fixedEnglishQuestion(topic: string, direction: Direction, item: FixedEnglishItem): SingleCorrectQuestion {
  return singleFixed({
    subject: 'english-language',
    key: item.key,
    topic,
    difficulty: item.difficulty,
    en: { direction: direction.en, text: item.text, explanation: item.why.en },
    hi: { direction: direction.hi, text: item.text, explanation: item.why.hi },
    options: item.options.map(same),
    answer: item.answer,
  });
}
