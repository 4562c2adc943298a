import { describe, expect, it } from 'vitest';
import type { StudioQuestionContent } from '@pariksha/contract/studio-questions';
import { versionChanges, wordDiff } from './versionDiff';

const published: StudioQuestionContent = {
  type: 'single',
  subject: 'quant',
  topic: 'fractions',
  subtopic: null,
  difficulty: 'easy',
  exams: ['ssc-cgl'],
  source: null,
  author_note: null,
  passage: null,
  answer: 1,
  tolerance: 0,
  translations: { en: { text: 'What is half of 10?', options: ['2', '5', '10'], explanation: 'Divide by two.' } },
  figures: {},
};

describe('version diff', () => {
  it('marks the words that went and came', () => {
    expect(wordDiff('half of 10', 'half of 12')).toEqual([
      { text: 'half of ', change: 'same' },
      { text: '10', change: 'removed' },
      { text: '12', change: 'added' },
    ]);
  });

  it('lists only the fields that changed, in reading order', () => {
    const proposed: StudioQuestionContent = {
      ...published,
      difficulty: 'medium',
      answer: 2,
      translations: {
        en: { text: 'What is half of 20?', options: ['2', '5', '10'], explanation: 'Divide by two.' },
        hi: { text: '20 का आधा क्या है?', options: ['2', '5', '10'], explanation: 'दो से भाग दें।' },
      },
    };
    const changes = versionChanges(published, proposed);
    expect(changes.map((change) => [change.field, change.option])).toEqual([
      ['difficulty', undefined],
      ['answer', undefined],
      ['en.text', undefined],
      ['hi.text', undefined],
      ['hi.option', 1],
      ['hi.option', 2],
      ['hi.option', 3],
      ['hi.explanation', undefined],
    ]);
    expect(changes[1]?.parts).toEqual([
      { text: 'B', change: 'removed' },
      { text: 'C', change: 'added' },
    ]);
  });

  it('shows everything as added for a question never published, and nothing for no change', () => {
    const all = versionChanges(null, published);
    expect(all.every((change) => change.parts.every((part) => part.change === 'added'))).toBe(true);
    expect(all.map((change) => change.field)).toContain('en.option');
    expect(versionChanges(published, published)).toEqual([]);
  });
});
