/** Reasoning: every family's questions. */
import { calendarClockQuestions } from './calendar-clock.js';
import { codingQuestions } from './coding.js';
import { directionQuestions } from './direction.js';
import { inequalityQuestions } from './inequality.js';
import { oddOneOutQuestions } from './odd-one-out.js';
import { positionQuestions } from './positions.js';
import { relationsSeatingQuestions } from './relations-seating.js';
import { seriesQuestions } from './series.js';
import { syllogismQuestions } from './syllogism.js';

export const reasoningQuestions = [
  ...seriesQuestions,
  ...codingQuestions,
  ...directionQuestions,
  ...inequalityQuestions,
  ...positionQuestions,
  ...oddOneOutQuestions,
  ...calendarClockQuestions,
  ...syllogismQuestions,
  ...relationsSeatingQuestions,
];
