import { describe, expect, it } from 'vitest';
import { answerChallengeReasonMax, answerChallengeReasonMin } from '@pariksha/contract/values';
import { challengedAnswerLabel } from './answerLabel';
import { challengeAnswerProblems, draftAnswer, reasonLength, typedNumber } from './challengeAnswerProblems';

const reason = 'Option A follows from page 112 of the NCERT book.';
const none = { chosen: [], typed: '' };

describe('challengeAnswerProblems', () => {
  it('asks for an answer and a reason first', () => {
    expect(challengeAnswerProblems('single', none, { choice: 1 }, '')).toEqual({
      answer: 'answerRequired',
      reason: 'reasonTooShort',
    });
    expect(challengeAnswerProblems('multiple', none, { choices: [0, 2] }, reason)).toEqual({ answer: 'answerRequired' });
    expect(challengeAnswerProblems('numeric', { chosen: [], typed: '   ' }, { value: '56' }, reason)).toEqual({ answer: 'answerRequired' });
  });

  it('takes an option that is not the key', () => {
    expect(challengeAnswerProblems('single', { chosen: [0], typed: '' }, { choice: 1 }, reason)).toEqual({});
    expect(challengeAnswerProblems('single', { chosen: [1], typed: '' }, { choice: 1 }, reason)).toEqual({ answer: 'sameAsKey' });
  });

  it('needs two or more options, as a set other than the key', () => {
    expect(challengeAnswerProblems('multiple', { chosen: [1], typed: '' }, { choices: [0, 2] }, reason)).toEqual({ answer: 'twoOrMore' });
    expect(challengeAnswerProblems('multiple', { chosen: [2, 0], typed: '' }, { choices: [0, 2] }, reason)).toEqual({ answer: 'sameAsKey' });
    expect(challengeAnswerProblems('multiple', { chosen: [2, 0, 3], typed: '' }, { choices: [0, 2] }, reason)).toEqual({});
    expect(challengeAnswerProblems('multiple', { chosen: [0, 1], typed: '' }, { choices: [0, 2] }, reason)).toEqual({});
  });

  it('needs a number the server takes, and not the key’s number however it is written', () => {
    expect(challengeAnswerProblems('numeric', { chosen: [], typed: 'fifty' }, { value: '56' }, reason)).toEqual({ answer: 'notNumber' });
    expect(challengeAnswerProblems('numeric', { chosen: [], typed: '1.2.3' }, { value: '56' }, reason)).toEqual({ answer: 'notNumber' });
    expect(challengeAnswerProblems('numeric', { chosen: [], typed: '1234567890123' }, { value: '56' }, reason)).toEqual({ answer: 'notNumber' });
    expect(challengeAnswerProblems('numeric', { chosen: [], typed: ' 56.0 ' }, { value: '56' }, reason)).toEqual({ answer: 'sameAsKey' });
    expect(challengeAnswerProblems('numeric', { chosen: [], typed: '-12.5' }, { value: '56' }, reason)).toEqual({});
  });

  it('counts the trimmed reason as the server does, from the least to the most', () => {
    const answer = { chosen: [0], typed: '' };
    const short = `  ${'क'.repeat(answerChallengeReasonMin - 1)}  `;
    expect(challengeAnswerProblems('single', answer, { choice: 1 }, short)).toEqual({ reason: 'reasonTooShort' });
    expect(challengeAnswerProblems('single', answer, { choice: 1 }, 'क'.repeat(answerChallengeReasonMin))).toEqual({});
    expect(challengeAnswerProblems('single', answer, { choice: 1 }, 'क'.repeat(answerChallengeReasonMax))).toEqual({});
    expect(challengeAnswerProblems('single', answer, { choice: 1 }, 'क'.repeat(answerChallengeReasonMax + 1))).toEqual({ reason: 'reasonTooLong' });
    expect(reasonLength('  नमस्ते  ')).toBe(6);
    expect(reasonLength('😀')).toBe(2);
  });
});

describe('draftAnswer', () => {
  it('is the answer as it is sent', () => {
    expect(draftAnswer('single', { chosen: [3], typed: '' })).toEqual({ choice: 3 });
    expect(draftAnswer('multiple', { chosen: [3, 0], typed: '' })).toEqual({ choices: [0, 3] });
    expect(draftAnswer('numeric', { chosen: [], typed: ' -7.50 ' })).toEqual({ value: '-7.50' });
    expect(draftAnswer('single', none)).toBeNull();
    expect(draftAnswer('numeric', { chosen: [], typed: '-' })).toBeNull();
  });

  it('reads a number as the keypad does', () => {
    expect(typedNumber('12.')).toBe('12');
    expect(typedNumber('.5')).toBe('0.5');
    expect(typedNumber('-.5')).toBe('-0.5');
    expect(typedNumber('+5')).toBeNull();
    expect(typedNumber('1,000')).toBeNull();
  });
});

describe('challengedAnswerLabel', () => {
  it('names options by letter, a set in the locale’s list words', () => {
    expect(challengedAnswerLabel({ choice: 1 }, 'en-IN')).toBe('B');
    expect(challengedAnswerLabel({ choices: [2, 0] }, 'en-IN')).toBe('A and C');
    expect(challengedAnswerLabel({ choices: [0, 1, 3] }, 'en-IN')).toBe('A, B and D');
    expect(challengedAnswerLabel({ choices: [0, 2] }, 'hi-IN')).toBe('A और C');
    expect(challengedAnswerLabel({ value: '56' }, 'hi-IN')).toBe('56');
    expect(challengedAnswerLabel({ choice: 0 }, 'en-IN', (index) => String(index + 1))).toBe('1');
  });
});
