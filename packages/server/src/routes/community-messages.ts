import { helpRequestsPerDay } from '../services/help-requests.js';

/** The video lessons' and Help and Support's sentences, in English and Hindi. */
type Catalogue = {
  lessonNotFound: string;
  helpThanks: (reference: string) => string;
  helpDailyLimit: string;
};

const en: Catalogue = {
  lessonNotFound: 'Video lesson not found.',
  helpThanks: (reference) =>
    `Thanks! We have your request ${reference}. Our team will reply to your e-mail within 2 working days.`,
  helpDailyLimit: `You have sent ${helpRequestsPerDay} requests today. Our team is on them; please write again tomorrow.`,
};

const hi: Catalogue = {
  lessonNotFound: 'वीडियो पाठ नहीं मिला।',
  helpThanks: (reference) =>
    `धन्यवाद! आपका अनुरोध ${reference} हमें मिल गया है। हमारी टीम 2 कार्य-दिवसों में आपके ई-मेल पर जवाब देगी।`,
  helpDailyLimit: `आज आप ${helpRequestsPerDay} अनुरोध भेज चुके हैं। हमारी टीम उन पर काम कर रही है; कृपया कल फिर लिखें।`,
};

const catalogues: Record<string, Catalogue> = { en, hi };

/** The sentences in `lang` (`hi-IN` → Hindi), English for any other language. */
export function communityMessages(lang: string): Catalogue {
  return catalogues[lang] ?? catalogues[lang.split('-', 1)[0] ?? lang] ?? en;
}
