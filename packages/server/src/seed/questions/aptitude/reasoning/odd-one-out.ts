/** Odd one out: three options share a rule, one does not. */
import { same, single } from '../build.js';
import type { Difficulty } from '../../types.js';

export type OddRule = { kind: 'prime' } | { kind: 'square' } | { kind: 'cube' } | { kind: 'multiple'; of: number } | { kind: 'letter-gap'; gap: number };

export const oddOneOutRows: readonly { rule: OddRule; alike: readonly [string, string, string]; odd: string; difficulty: Difficulty }[] = [
  { rule: { kind: 'prime' }, alike: ['17', '23', '29'], odd: '39', difficulty: 'easy' },
  { rule: { kind: 'square' }, alike: ['121', '169', '196'], odd: '150', difficulty: 'easy' },
  { rule: { kind: 'multiple', of: 7 }, alike: ['91', '119', '133'], odd: '143', difficulty: 'hard' },
  { rule: { kind: 'cube' }, alike: ['27', '64', '125'], odd: '144', difficulty: 'medium' },
  { rule: { kind: 'letter-gap', gap: 2 }, alike: ['AC', 'EG', 'IK'], odd: 'MP', difficulty: 'medium' },
];

function ruleText(rule: OddRule, odd: string): { en: string; hi: string } {
  switch (rule.kind) {
    case 'prime':
      return { en: `the others are prime numbers; ${odd} is not`, hi: `अन्य सभी अभाज्य संख्याएँ हैं; ${odd} नहीं है` };
    case 'square':
      return { en: `the others are perfect squares; ${odd} is not`, hi: `अन्य सभी पूर्ण वर्ग हैं; ${odd} नहीं है` };
    case 'cube':
      return { en: `the others are perfect cubes; ${odd} is not`, hi: `अन्य सभी पूर्ण घन हैं; ${odd} नहीं है` };
    case 'multiple':
      return { en: `the others are multiples of ${rule.of}; ${odd} is not`, hi: `अन्य सभी ${rule.of} के गुणज हैं; ${odd} नहीं है` };
    case 'letter-gap':
      return {
        en: `in the others the second letter is ${rule.gap} places after the first; in ${odd} it is not`,
        hi: `अन्य सभी में दूसरा अक्षर पहले अक्षर से ${rule.gap} स्थान आगे है; ${odd} में ऐसा नहीं है`,
      };
  }
}

/** A worked reason for each alike option, so the learner sees the rule hold. */
function reasons(rule: OddRule, items: readonly string[]): string {
  switch (rule.kind) {
    case 'prime':
      return items.join(', ');
    case 'square':
      return items.map((v) => `${v} = ${Math.round(Math.sqrt(Number(v)))}²`).join(', ');
    case 'cube':
      return items.map((v) => `${v} = ${Math.round(Math.cbrt(Number(v)))}³`).join(', ');
    case 'multiple':
      return items.map((v) => `${v} = ${rule.of} × ${Number(v) / rule.of}`).join(', ');
    case 'letter-gap':
      return items.join(', ');
  }
}

export const oddOneOutQuestions = oddOneOutRows.map((row, i) => {
  const why = ruleText(row.rule, row.odd);
  const shown = reasons(row.rule, row.alike);
  return single({
    subject: 'reasoning',
    key: `reason-odd-${String(i + 1).padStart(3, '0')}`,
    topic: 'odd-one-out',
    difficulty: row.difficulty,
    en: {
      text: 'Three of the following four are alike in a certain way and one is different. Find the odd one out.',
      explanation: `${shown}: ${why.en}.`,
    },
    hi: {
      text: 'निम्नलिखित चार में से तीन किसी प्रकार एक समान हैं और एक भिन्न है। भिन्न को चुनिए।',
      explanation: `${shown}: ${why.hi}।`,
    },
    correct: same(row.odd),
    distractors: row.alike.map(same),
  });
});
