import type { AttemptRescoreRow } from '../../db/answer-keys-schema.js';
import type { Mail } from '../mailer/index.js';

// The mail that tells a learner their result changed after an answer key was corrected, in the
// language they chose (English or Hindi): which questions, the score and the rank before and after.

export type RescoreMailInput = {
  rescore: Pick<AttemptRescoreRow, 'attemptId' | 'previousScore' | 'score' | 'previousRank' | 'rank' | 'questions'>;
  email: string;
  firstName: string;
  language: string;
  title: string;
  publicUrl: string;
};

const number = (value: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);

export function rescoreMail({ rescore, email, firstName, language, title, publicUrl }: RescoreMailInput): Mail {
  const link = `${publicUrl}/dashboard/test-result?attempt=${rescore.attemptId}`;
  const numbers = rescore.questions.map((question) => question.number).join(', ');
  if (language === 'hi') {
    const locale = 'hi-IN';
    const rank =
      rescore.rank === null
        ? ''
        : `\nआपकी रैंक: ${number(rescore.rank, locale)} (पहले ${rescore.previousRank === null ? '—' : number(rescore.previousRank, locale)})`;
    return {
      to: email,
      subject: `${title}: उत्तर कुंजी सुधारी गई, आपका परिणाम बदला`,
      text:
        `नमस्ते ${firstName},\n\n${title} में प्रश्न ${numbers} की उत्तर कुंजी एक चुनौती के बाद सुधारी गई है, ` +
        `और आपका टेस्ट नई कुंजी से दोबारा जाँचा गया है।\n\nआपका स्कोर: ${number(rescore.score, locale)} (पहले ${number(rescore.previousScore, locale)})${rank}\n\n` +
        `पूरा परिणाम देखें:\n${link}\n\nपरीक्षा`,
    };
  }
  const locale = 'en-IN';
  const rank =
    rescore.rank === null ? '' : `\nYour rank: ${number(rescore.rank, locale)} (was ${rescore.previousRank === null ? '—' : number(rescore.previousRank, locale)})`;
  const plural = rescore.questions.length === 1 ? 'question' : 'questions';
  return {
    to: email,
    subject: `${title}: answer key corrected, your result has changed`,
    text:
      `Hello ${firstName},\n\nAfter a challenge, we corrected the answer key of ${plural} ${numbers} in ${title} ` +
      `and scored your test again with the corrected key.\n\nYour score: ${number(rescore.score, locale)} (was ${number(rescore.previousScore, locale)})${rank}\n\n` +
      `See your full result:\n${link}\n\nPariksha`,
  };
}
