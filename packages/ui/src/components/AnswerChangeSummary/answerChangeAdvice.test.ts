import { describe, expect, it } from 'vitest';
import { answerChangeAdvice } from './answerChangeAdvice';

describe('answerChangeAdvice', () => {
  it('says nothing was changed when every count is zero', () => {
    expect(answerChangeAdvice({ rightToWrong: 0, wrongToRight: 0, wrongToWrong: 0 })).toBe('none');
  });

  it('tells the learner to trust a first instinct when changes broke more than they fixed', () => {
    expect(answerChangeAdvice({ rightToWrong: 3, wrongToRight: 1, wrongToWrong: 0 })).toBe('trustFirstInstinct');
    expect(answerChangeAdvice({ rightToWrong: 1, wrongToRight: 0, wrongToWrong: 9 })).toBe('trustFirstInstinct');
  });

  it('says rechecking paid off when changes fixed more than they broke', () => {
    expect(answerChangeAdvice({ rightToWrong: 1, wrongToRight: 4, wrongToWrong: 2 })).toBe('recheckingPaidOff');
    expect(answerChangeAdvice({ rightToWrong: 0, wrongToRight: 1, wrongToWrong: 0 })).toBe('recheckingPaidOff');
  });

  it('calls an equal trade even, whatever stayed wrong', () => {
    expect(answerChangeAdvice({ rightToWrong: 2, wrongToRight: 2, wrongToWrong: 5 })).toBe('evenTrade');
  });

  it('says the changes did not help when every one went from wrong to wrong', () => {
    expect(answerChangeAdvice({ rightToWrong: 0, wrongToRight: 0, wrongToWrong: 3 })).toBe('changesDidNotHelp');
  });

  it('reads negative or unreadable counts as zero', () => {
    expect(answerChangeAdvice({ rightToWrong: -2, wrongToRight: Number.NaN, wrongToWrong: 0 })).toBe('none');
    expect(answerChangeAdvice({ rightToWrong: -5, wrongToRight: 1, wrongToWrong: 0 })).toBe('recheckingPaidOff');
  });
});
