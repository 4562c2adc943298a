/**
 * Helpers that turn a parameter table into bilingual JEE questions. A generated question's
 * options are numbers (with a unit symbol, the same in English and Hindi, as in the NTA's papers),
 * listed in ascending order as JEE Main prints them, so the key's position follows from the values.
 */
import type {
  BankSubject,
  Difficulty,
  MultipleCorrectQuestion,
  NumericQuestion,
  QuestionWords,
  SeedQuestion,
  SingleCorrectQuestion,
} from '../types.js';

/** A text in both languages. */
export interface Bi {
  en: string;
  hi: string;
}

/** What every question carries besides its answer. */
export interface Stem {
  key: string;
  subject: BankSubject;
  topic: string;
  difficulty: Difficulty;
  text: Bi;
  explanation: Bi;
  direction?: Bi;
}

/** An option of a generated question: its value, and how it is printed. */
export interface Choice {
  value: number;
  text: string;
}

/** A family of generated questions: the parameter table is exported so a test can recompute it. */
export interface Family<P> {
  prefix: string;
  params: readonly P[];
  questions: SeedQuestion[];
}

const superscripts: Record<string, string> = {
  '-': '⁻',
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
};

/** A plain number: at most `decimals` places, no trailing zeros, a real minus sign. */
export function num(value: number, decimals = 4): string {
  const fixed = Number(value.toFixed(decimals));
  const text = String(Math.abs(fixed));
  return fixed < 0 ? `−${text}` : text;
}

/** Scientific notation as printed in papers: 3.2 × 10⁻¹¹. */
export function sci(value: number): string {
  if (value === 0) return '0';
  const exponent = Math.floor(Math.log10(Math.abs(value)) + 1e-9);
  const mantissa = Number((value / 10 ** exponent).toPrecision(3));
  const power = `10${String(exponent)
    .split('')
    .map((c) => superscripts[c] ?? c)
    .join('')}`;
  return mantissa === 1 ? power : `${num(mantissa)} × ${power}`;
}

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}

/** A fraction in lowest terms, 'p/q', or a whole number when q divides p. */
export function frac(numerator: number, denominator: number): string {
  const g = gcd(numerator, denominator);
  const p = numerator / g;
  const q = denominator / g;
  const sign = p * q < 0 ? '−' : '';
  return Math.abs(q) === 1 ? `${sign}${Math.abs(p)}` : `${sign}${Math.abs(p)}/${Math.abs(q)}`;
}

/** A choice printed as a number followed by a unit symbol ('' for none). */
export function withUnit(value: number, unit: string, print: (v: number) => string = num): Choice {
  return { value, text: unit ? `${print(value)} ${unit}` : print(value) };
}

function words(stem: Stem, language: keyof Bi, options?: string[]): QuestionWords {
  return {
    ...(stem.direction ? { direction: stem.direction[language] } : {}),
    text: stem.text[language],
    ...(options ? { options } : {}),
    explanation: stem.explanation[language],
  };
}

/**
 * A single-correct question over numeric choices. Throws when two choices are equal, so a
 * parameter row whose 'usual mistake' happens to give the right answer cannot be seeded.
 */
export function choiceQuestion(stem: Stem, correct: Choice, distractors: readonly Choice[]): SingleCorrectQuestion {
  const all = [correct, ...distractors];
  for (const [i, a] of all.entries()) {
    for (const b of all.slice(i + 1)) {
      if (Math.abs(a.value - b.value) <= 1e-9 * Math.max(Math.abs(a.value), Math.abs(b.value))) {
        throw new Error(`${stem.key}: two options are both ${a.text}`);
      }
    }
  }
  const sorted = [...all].sort((a, b) => a.value - b.value);
  const options = sorted.map((c) => c.text);
  return {
    key: stem.key,
    subject: stem.subject,
    topic: stem.topic,
    difficulty: stem.difficulty,
    type: 'single',
    answer: sorted.indexOf(correct),
    translations: { en: words(stem, 'en', options), hi: words(stem, 'hi', options) },
  };
}

/** A numerical-value question with an integer answer, marked exactly as JEE Main does. */
export function numericQuestion(stem: Stem, answer: number): NumericQuestion {
  if (!Number.isInteger(answer)) throw new Error(`${stem.key}: ${answer} is not an integer`);
  return {
    key: stem.key,
    subject: stem.subject,
    topic: stem.topic,
    difficulty: stem.difficulty,
    type: 'numeric',
    answer,
    tolerance: 0,
    translations: { en: words(stem, 'en'), hi: words(stem, 'hi') },
  };
}

/** An authored single-correct question: options in both languages, in the same order. */
export function authoredSingle(stem: Stem, options: { en: string[]; hi: string[] }, answer: number): SingleCorrectQuestion {
  return {
    key: stem.key,
    subject: stem.subject,
    topic: stem.topic,
    difficulty: stem.difficulty,
    type: 'single',
    answer,
    translations: { en: words(stem, 'en', options.en), hi: words(stem, 'hi', options.hi) },
  };
}

/** An authored question with two or more correct options (practice only, not in JEE Main). */
export function authoredMultiple(
  stem: Stem,
  options: { en: string[]; hi: string[] },
  answer: number[],
): MultipleCorrectQuestion {
  return {
    key: stem.key,
    subject: stem.subject,
    topic: stem.topic,
    difficulty: stem.difficulty,
    type: 'multiple',
    answer,
    translations: { en: words(stem, 'en', options.en), hi: words(stem, 'hi', options.hi) },
  };
}

/** Builds one question per parameter row, keyed `${prefix}-01`, `${prefix}-02` … */
export function family<P>(prefix: string, params: readonly P[], build: (p: P, key: string) => SeedQuestion): Family<P> {
  return {
    prefix,
    params,
    questions: params.map((p, i) => build(p, `${prefix}-${String(i + 1).padStart(2, '0')}`)),
  };
}

/** A fraction choice: its exact value and its printed form. */
export function fraction(numerator: number, denominator: number): Choice {
  return { value: numerator / denominator, text: frac(numerator, denominator) };
}

/** An integer as a superscript, for powers: sup(12) → '¹²'. */
export function sup(n: number): string {
  return String(n)
    .split('')
    .map((c) => superscripts[c] ?? c)
    .join('');
}

/**
 * A sum of terms as printed: poly([[1, 'x²'], [-5, 'x'], [6, '']]) → 'x² − 5x + 6'. Zero terms are
 * left out and a coefficient of 1 is not written before a symbol.
 */
export function poly(terms: ReadonlyArray<readonly [number, string]>): string {
  let text = '';
  for (const [coefficient, symbol] of terms) {
    if (coefficient === 0) continue;
    const size = Math.abs(coefficient);
    const body = symbol && size === 1 ? symbol : `${size}${symbol}`;
    if (text === '') text = coefficient < 0 ? `−${body}` : body;
    else text += coefficient < 0 ? ` − ${body}` : ` + ${body}`;
  }
  return text === '' ? '0' : text;
}

/** An integer as a subscript: sub(4) → '₄' (as in ⁶C₄). */
export function sub(n: number): string {
  return String(n)
    .split('')
    .map((c) => '₀₁₂₃₄₅₆₇₈₉'[Number(c)] ?? c)
    .join('');
}
