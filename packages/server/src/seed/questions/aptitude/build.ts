/**
 * Helpers the aptitude families share: one place that turns a correct choice and its distractors
 * into a four-option, bilingual single-correct question, and formats numbers the way Indian papers
 * print them (digits in both languages, en-IN grouping, mixed fractions).
 */
import type { BankSubject, Difficulty, MultipleCorrectQuestion, SingleCorrectQuestion } from '../types.js';

/** One option in both languages. */
export interface Choice {
  en: string;
  hi: string;
}

/** A question's words without its options (the builder places them). */
export interface Words {
  direction?: string;
  text: string;
  explanation: string;
}

export interface SingleSpec {
  key: string;
  subject: BankSubject;
  topic: string;
  difficulty: Difficulty;
  en: Words;
  hi: Words;
  correct: Choice;
  /**
   * Wrong options, best first: the first three that differ from the correct one and from each
   * other are used, so a family may offer spares for rows where two mistakes coincide.
   */
  distractors: readonly Choice[];
}

/** Every aptitude question has four options (the SSC convention, also used by many bank papers). */
export const optionCount = 4;

/**
 * Where the correct option goes: fixed by the key, so reseeding never moves an answer, and mixed
 * well (FNV-1a, then an avalanche step) so neighbouring keys do not cycle through A, B, C, D.
 */
function answerSlot(key: string): number {
  let hash = 0x811c9dc5;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b);
  hash ^= hash >>> 16;
  return (hash >>> 0) % optionCount;
}

export function single(spec: SingleSpec): SingleCorrectQuestion {
  const wrong: Choice[] = [];
  for (const candidate of spec.distractors) {
    const clash = [spec.correct, ...wrong].some((c) => c.en === candidate.en || c.hi === candidate.hi);
    if (!clash) wrong.push(candidate);
    if (wrong.length === optionCount - 1) break;
  }
  if (wrong.length < optionCount - 1) {
    throw new Error(`${spec.key}: needs ${optionCount - 1} distinct distractors`);
  }
  const slot = answerSlot(spec.key);
  const options = [...wrong];
  options.splice(slot, 0, spec.correct);
  return {
    key: spec.key,
    subject: spec.subject,
    topic: spec.topic,
    difficulty: spec.difficulty,
    type: 'single',
    answer: slot,
    translations: {
      en: { ...spec.en, options: options.map((o) => o.en) },
      hi: { ...spec.hi, options: options.map((o) => o.hi) },
    },
  };
}

export interface MultipleSpec {
  key: string;
  subject: BankSubject;
  topic: string;
  difficulty: Difficulty;
  en: Words;
  hi: Words;
  /** The four options in the order shown, each with whether it is correct (two or three are). */
  options: readonly (Choice & { correct: boolean })[];
}

/** A multiple-correct question: all and only the correct options must be chosen to score. */
export function multiple(spec: MultipleSpec): MultipleCorrectQuestion {
  const answer = spec.options.flatMap((option, index) => (option.correct ? [index] : []));
  if (spec.options.length !== optionCount || answer.length < 2 || answer.length > optionCount - 1) {
    throw new Error(`${spec.key}: needs ${optionCount} options, two or three of them correct`);
  }
  return {
    key: spec.key,
    subject: spec.subject,
    topic: spec.topic,
    difficulty: spec.difficulty,
    type: 'multiple',
    answer,
    translations: {
      en: { ...spec.en, options: spec.options.map((o) => o.en) },
      hi: { ...spec.hi, options: spec.options.map((o) => o.hi) },
    },
  };
}

/** The same text in both languages: codes, letters, numbers, and English-section options. */
export function same(text: string): Choice {
  return { en: text, hi: text };
}

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** 125000 → '1,25,000'; 12.5 → '12.5'. Digits stay Latin in Hindi, as in Indian papers. */
export function num(value: number): string {
  return grouping.format(value);
}

export function rupees(value: number): Choice {
  return same(`₹${num(value)}`);
}

/** A number with a unit in each language: unit(12, 'days', 'दिन'). */
export function unit(value: number, en: string, hi: string): Choice {
  return { en: `${num(value)} ${en}`, hi: `${num(value)} ${hi}` };
}

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}

/** A fraction as papers print it: 20/3 → '6 2/3', 6/1 → '6'. */
export function mixed(numerator: number, denominator: number): string {
  const d = gcd(numerator, denominator);
  const n = numerator / d;
  const m = denominator / d;
  if (m === 1) return num(n);
  const whole = Math.floor(n / m);
  const rest = n - whole * m;
  return whole === 0 ? `${rest}/${m}` : `${whole} ${rest}/${m}`;
}

/** A ratio reduced to lowest terms: ratio(9, 6) → '3 : 2'. */
export function ratio(a: number, b: number): string {
  const d = gcd(a, b);
  return `${a / d} : ${b / d}`;
}

export { gcd };

export interface FixedSpec extends Omit<SingleSpec, 'correct' | 'distractors'> {
  /** Options that papers print in one fixed order ('Only I follows', …). */
  options: readonly Choice[];
  answer: number;
}

/** A question whose options keep a conventional order, so the key is given, not placed. */
export function singleFixed(spec: FixedSpec): SingleCorrectQuestion {
  if (spec.options.length !== optionCount) throw new Error(`${spec.key}: needs ${optionCount} options`);
  return {
    key: spec.key,
    subject: spec.subject,
    topic: spec.topic,
    difficulty: spec.difficulty,
    type: 'single',
    answer: spec.answer,
    translations: {
      en: { ...spec.en, options: spec.options.map((o) => o.en) },
      hi: { ...spec.hi, options: spec.options.map((o) => o.hi) },
    },
  };
}

/** 1 → 'A' … 26 → 'Z'. */
export function letter(position: number): string {
  return String.fromCharCode(64 + position);
}

/** 'A' → 1 … 'Z' → 26. */
export function position(letterText: string): number {
  return letterText.charCodeAt(0) - 64;
}

/** 1 → '1st', 2 → '2nd', 13 → '13th' (Hindi papers write 13वाँ). */
export function ordinal(n: number): { en: string; hi: string } {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return { en: `${n}${suffix}`, hi: `${n}वाँ` };
}
