/** General Awareness: static facts only; nothing that changes with the news. */
import { economyQuestions } from './economy.js';
import { geographyQuestions } from './geography.js';
import { historyQuestions } from './history.js';
import { polityQuestions } from './polity.js';
import { scienceQuestions } from './science.js';

export const generalAwarenessQuestions = [
  ...polityQuestions,
  ...historyQuestions,
  ...geographyQuestions,
  ...economyQuestions,
  ...scienceQuestions,
];
