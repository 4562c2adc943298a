/** Quantitative Aptitude: every family's questions, in the order papers draw them. */
import { arithmeticQuestions } from './arithmetic.js';
import { dataInterpretationQuestions } from './data-interpretation.js';
import { divisibilityQuestions } from './divisibility.js';
import { interestQuestions } from './interest.js';
import { mensurationQuestions } from './mensuration.js';
import { mixtureQuestions } from './mixture.js';
import { motionQuestions } from './motion.js';
import { percentageProfitQuestions } from './percentage-profit.js';
import { ratioAverageAgeQuestions } from './ratio-average-age.js';
import { workQuestions } from './work.js';

export const quantQuestions = [
  ...percentageProfitQuestions,
  ...interestQuestions,
  ...ratioAverageAgeQuestions,
  ...workQuestions,
  ...motionQuestions,
  ...mixtureQuestions,
  ...arithmeticQuestions,
  ...mensurationQuestions,
  ...dataInterpretationQuestions,
  ...divisibilityQuestions,
];
