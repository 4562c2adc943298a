import type { CourseFeatureIcon } from '@pariksha/contract/values';
import type { MockTestCount } from './mock-tests.js';

/**
 * What a test series' card and a course's feature tiles say, per language: written from what they
 * hold (their counts) and from what every mock test gives, never a number or a promise of its own.
 */
type OfferWords = {
  mockTests(total: number): string;
  allFree(total: number): string;
  someFree(total: number, free: number): string;
  ownPattern: string;
  general(total: number): string;
  mixed(ownPattern: number, general: number): string;
  noPaper: string;
  rankAndSolutions: string;
  rank: Tile;
  solutions: Tile;
  practice: Tile;
  bilingual: Tile;
};

type Tile = { title: string; text: string };

const en: OfferWords = {
  mockTests: (total) => (total === 0 ? 'No mock test yet' : total === 1 ? '1 mock test' : `${total} mock tests`),
  allFree: (total) => (total === 1 ? '1 mock test, free to take' : `${total} mock tests, all free to take`),
  someFree: (total, free) => `${total} mock tests, ${free} free to take`,
  ownPattern: 'On the exam’s own pattern and timing',
  general: (total) =>
    total === 1
      ? 'The general aptitude test: this exam’s own pattern is not ready yet'
      : 'General aptitude tests: these exams’ own patterns are not ready yet',
  mixed: (ownPattern, general) => `${ownPattern} on the exam’s own pattern, ${general} general aptitude`,
  noPaper: 'Its exams have no mock test yet',
  rankAndSolutions: 'All-India rank and a worked solution for every question',
  rank: {
    title: 'Rank and analysis',
    text: 'All-India rank and percentile, each section beside the average and the topper, time on every question',
  },
  solutions: { title: 'A solution for every question', text: 'Once you submit: the right answer, yours, and how to work it out' },
  practice: { title: 'Practice your weak topics', text: 'A short test of up to 10 questions from the topics you got wrong' },
  bilingual: { title: 'Hindi and English', text: 'Switch a question’s language during the test; your answers stay' },
};

const hi: OfferWords = {
  mockTests: (total) => (total === 0 ? 'अभी कोई मॉक टेस्ट नहीं' : `${total} मॉक टेस्ट`),
  allFree: (total) => (total === 1 ? '1 मॉक टेस्ट, मुफ़्त' : `${total} मॉक टेस्ट, सभी मुफ़्त`),
  someFree: (total, free) => `${total} मॉक टेस्ट, इनमें ${free} मुफ़्त`,
  ownPattern: 'परीक्षा के अपने पैटर्न और समय पर',
  general: (total) =>
    total === 1
      ? 'सामान्य अभियोग्यता टेस्ट: इस परीक्षा का अपना पैटर्न अभी तैयार नहीं है'
      : 'सामान्य अभियोग्यता टेस्ट: इन परीक्षाओं के अपने पैटर्न अभी तैयार नहीं हैं',
  mixed: (ownPattern, general) => `${ownPattern} परीक्षा के अपने पैटर्न पर, ${general} सामान्य अभियोग्यता`,
  noPaper: 'इसकी परीक्षाओं का अभी कोई मॉक टेस्ट नहीं है',
  rankAndSolutions: 'ऑल इंडिया रैंक और हर प्रश्न का विस्तृत हल',
  rank: {
    title: 'रैंक और विश्लेषण',
    text: 'ऑल इंडिया रैंक और पर्सेंटाइल, हर सेक्शन औसत और टॉपर के साथ, हर प्रश्न पर लगा समय',
  },
  solutions: { title: 'हर प्रश्न का हल', text: 'टेस्ट जमा करने के बाद: सही उत्तर, आपका उत्तर और हल करने का तरीका' },
  practice: { title: 'कमज़ोर टॉपिक का अभ्यास', text: 'जिन टॉपिक में गलती हुई, उनसे 10 तक प्रश्नों का छोटा टेस्ट' },
  bilingual: { title: 'हिन्दी और अंग्रेज़ी', text: 'टेस्ट के बीच प्रश्न की भाषा बदलें; आपके उत्तर बने रहते हैं' },
};

const catalogues: Readonly<Record<string, OfferWords>> = { en, hi };

/** A stored language code's words; English for any other. */
const wordsFor = (code: string): OfferWords => catalogues[code] ?? en;

function testsLine(count: MockTestCount, words: OfferWords): string {
  if (count.total > 0 && count.free === count.total) return words.allFree(count.total);
  if (count.free > 0) return words.someFree(count.total, count.free);
  return words.mockTests(count.total);
}

function patternLine(count: MockTestCount, words: OfferWords): string {
  if (count.total === 0) return words.noPaper;
  if (count.ownPattern === count.total) return words.ownPattern;
  if (count.general === count.total) return words.general(count.total);
  return words.mixed(count.ownPattern, count.general);
}

/** A test series card's lines: how many mock tests and how many free, on which pattern, what each gives. */
export function seriesLines(count: MockTestCount, code: string): string[] {
  const words = wordsFor(code);
  if (count.total === 0) return [words.mockTests(0)];
  return [testsLine(count, words), patternLine(count, words), words.rankAndSolutions];
}

export type FeatureTile = { icon: CourseFeatureIcon; title: string; text: string };

/** A course's feature tiles: its mock tests, counted, then what each of them gives a learner. */
export function courseTiles(count: MockTestCount, languages: readonly string[], code: string): FeatureTile[] {
  const words = wordsFor(code);
  const tiles: FeatureTile[] = [
    { icon: 'mock-tests', title: words.mockTests(count.total), text: patternLine(count, words) },
    { icon: 'analysis', ...words.rank },
    { icon: 'notes', ...words.solutions },
    { icon: 'study-plan', ...words.practice },
  ];
  if (languages.includes('en') && languages.includes('hi')) tiles.push({ icon: 'language', ...words.bilingual });
  return tiles;
}
