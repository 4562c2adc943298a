/** Coding-decoding: a word's code is shown; the same rule codes another word. */
import { letter, num, position, same, single } from '../build.js';
import type { Difficulty } from '../../types.js';

/** The rules papers use most. */
export type CodeRule =
  | { kind: 'shift'; by: number }
  | { kind: 'reverse-shift'; by: number }
  | { kind: 'opposite' }
  | { kind: 'shift-by-place' }
  | { kind: 'letter-sum' };

export const codingRows: readonly { rule: CodeRule; example: string; word: string; difficulty: Difficulty }[] = [
  { rule: { kind: 'shift', by: 1 }, example: 'COLD', word: 'WARM', difficulty: 'easy' },
  { rule: { kind: 'shift', by: 2 }, example: 'PEN', word: 'BOOK', difficulty: 'easy' },
  { rule: { kind: 'reverse-shift', by: 1 }, example: 'MANGO', word: 'LEMON', difficulty: 'medium' },
  { rule: { kind: 'opposite' }, example: 'GIRL', word: 'BOYS', difficulty: 'medium' },
  { rule: { kind: 'letter-sum' }, example: 'CAT', word: 'DOG', difficulty: 'easy' },
  { rule: { kind: 'shift-by-place' }, example: 'SAND', word: 'ROAD', difficulty: 'hard' },
];

const shiftWord = (word: string, by: (index: number) => number) =>
  [...word].map((c, i) => letter(position(c) + by(i))).join('');

export function encode(rule: CodeRule, word: string): string {
  switch (rule.kind) {
    case 'shift':
      return shiftWord(word, () => rule.by);
    case 'reverse-shift':
      return shiftWord([...word].reverse().join(''), () => rule.by);
    case 'opposite':
      return [...word].map((c) => letter(27 - position(c))).join('');
    case 'shift-by-place':
      return shiftWord(word, (i) => i + 1);
    case 'letter-sum':
      return String([...word].reduce((sum, c) => sum + position(c), 0));
  }
}

function explain(rule: CodeRule, word: string, code: string): { en: string; hi: string } {
  switch (rule.kind) {
    case 'shift':
      return {
        en: `Each letter moves ${rule.by} place${rule.by > 1 ? 's' : ''} forward in the alphabet, so ${word} → ${code}.`,
        hi: `हर अक्षर वर्णमाला में ${rule.by} स्थान आगे जाता है, अतः ${word} → ${code}।`,
      };
    case 'reverse-shift':
      return {
        en: `The word is written backwards and each letter moves ${rule.by} place forward: ${word} → ${[...word].reverse().join('')} → ${code}.`,
        hi: `शब्द को उल्टा लिखकर हर अक्षर को ${rule.by} स्थान आगे किया गया है: ${word} → ${[...word].reverse().join('')} → ${code}।`,
      };
    case 'opposite':
      return {
        en: `Each letter is replaced by its opposite letter (A↔Z, B↔Y, …; the positions add up to 27), so ${word} → ${code}.`,
        hi: `हर अक्षर को उसके विपरीत अक्षर से बदला गया है (A↔Z, B↔Y, …; स्थानों का योग 27), अतः ${word} → ${code}।`,
      };
    case 'shift-by-place':
      return {
        en: `The 1st letter moves 1 place forward, the 2nd 2 places, the 3rd 3 places, and so on: ${word} → ${code}.`,
        hi: `पहला अक्षर 1 स्थान, दूसरा 2 स्थान, तीसरा 3 स्थान आगे, इसी प्रकार आगे: ${word} → ${code}।`,
      };
    case 'letter-sum': {
      const parts = [...word].map(position).join(' + ');
      return {
        en: `The code is the sum of the letters' positions in the alphabet: ${word} = ${parts} = ${code}.`,
        hi: `कूट अक्षरों के वर्णमाला-स्थानों का योग है: ${word} = ${parts} = ${code}।`,
      };
    }
  }
}

/** Believable slips: shifting the wrong way, one letter off, forgetting to reverse. */
function distractors(rule: CodeRule, word: string, code: string): string[] {
  if (rule.kind === 'letter-sum') {
    const sum = Number(code);
    return [sum + 1, sum - 1, sum + 2, sum + 3].map(num);
  }
  const last = code.length - 1;
  return [
    [...code].map((c, i) => (i === last ? letter(position(c) + 1) : c)).join(''),
    [...code].map((c, i) => (i === 0 ? letter(position(c) - 1) : c)).join(''),
    [...code].reverse().join(''),
    rule.kind === 'opposite' ? shiftWord(word, () => 1) : shiftWord(word, () => -1),
  ];
}

export const codingQuestions = codingRows.map((row, i) => {
  const exampleCode = encode(row.rule, row.example);
  const code = encode(row.rule, row.word);
  const whyExample = explain(row.rule, row.example, exampleCode);
  return single({
    subject: 'reasoning',
    key: `reason-coding-${String(i + 1).padStart(3, '0')}`,
    topic: 'coding-decoding',
    difficulty: row.difficulty,
    en: {
      text: `In a certain code language, ${row.example} is written as ${exampleCode}. How is ${row.word} written in that code?`,
      explanation: `${whyExample.en} Applying the same rule: ${row.word} → ${code}.`,
    },
    hi: {
      text: `किसी कूट भाषा में ${row.example} को ${exampleCode} लिखा जाता है। उसी भाषा में ${row.word} को कैसे लिखा जाएगा?`,
      explanation: `${whyExample.hi} इसी नियम से: ${row.word} → ${code}।`,
    },
    correct: same(code),
    distractors: distractors(row.rule, row.word, code).map(same),
  });
});
