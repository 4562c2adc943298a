/** English Language: vocabulary, grammar and reading. */
import { grammarQuestions } from './grammar.js';
import { readingQuestions } from './reading.js';
import { vocabularyQuestions } from './vocabulary.js';

export const englishQuestions = [...vocabularyQuestions, ...grammarQuestions, ...readingQuestions];
