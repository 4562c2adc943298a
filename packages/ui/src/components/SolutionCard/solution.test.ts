import { describe, expect, it } from 'vitest';
import { chosenOptions, optionMarks, rightChosen, shownText, typedValue, type SolutionText } from './solution';

const english: SolutionText = { text: 'What is 15% of 800?', explanation: '0.15 × 800 = 120.' };
const hindi: SolutionText = { text: '800 का 15% कितना है?', explanation: '0.15 × 800 = 120।' };

describe('shownText', () => {
  it('shows the chosen language when the question has it', () => {
    expect(shownText({ en: english, hi: hindi }, 'hi')).toEqual({ text: hindi, lang: 'hi', fallback: false });
    expect(shownText({ en: english, hi: hindi }, 'en')).toEqual({ text: english, lang: 'en', fallback: false });
  });

  it('falls back to the other language, and says it did', () => {
    expect(shownText({ en: english }, 'hi')).toEqual({ text: english, lang: 'en', fallback: true });
    expect(shownText({ hi: hindi }, 'en')).toEqual({ text: hindi, lang: 'hi', fallback: true });
  });

  it('is null for a question with no words at all', () => {
    expect(shownText({}, 'en')).toBeNull();
  });
});

describe('chosenOptions and typedValue', () => {
  it('read every shape of answer', () => {
    expect(chosenOptions({ choice: 2 })).toEqual([2]);
    expect(chosenOptions({ choices: [0, 3] })).toEqual([0, 3]);
    expect(chosenOptions({ value: '12' })).toEqual([]);
    expect(chosenOptions(null)).toEqual([]);
    expect(typedValue({ value: '12.5' })).toBe('12.5');
    expect(typedValue({ choice: 1 })).toBeNull();
    expect(typedValue(null)).toBeNull();
  });
});

describe('optionMarks', () => {
  it('marks the key, the learner’s picks, and both on the same option', () => {
    expect(optionMarks({ yourAnswer: { choices: [0, 1] }, correctAnswer: { choices: [1, 3] } }, 4)).toEqual([
      { correct: false, chosen: true },
      { correct: true, chosen: true },
      { correct: false, chosen: false },
      { correct: true, chosen: false },
    ]);
  });

  it('marks only the key when the question was left', () => {
    expect(optionMarks({ yourAnswer: null, correctAnswer: { choice: 2 } }, 3)).toEqual([
      { correct: false, chosen: false },
      { correct: false, chosen: false },
      { correct: true, chosen: false },
    ]);
  });
});

describe('rightChosen', () => {
  it('counts the key’s options a partly right answer chose, of all the key’s', () => {
    expect(rightChosen({ yourAnswer: { choices: [0, 3] }, correctAnswer: { choices: [0, 1, 3] } })).toEqual({ chosen: 2, correct: 3 });
    expect(rightChosen({ yourAnswer: { choices: [2] }, correctAnswer: { choices: [1, 2] } })).toEqual({ chosen: 1, correct: 2 });
  });

  it('leaves out wrong picks, and counts nothing for no answer or a number', () => {
    expect(rightChosen({ yourAnswer: { choices: [0, 1] }, correctAnswer: { choices: [1, 3] } })).toEqual({ chosen: 1, correct: 2 });
    expect(rightChosen({ yourAnswer: null, correctAnswer: { choices: [1, 3] } })).toEqual({ chosen: 0, correct: 2 });
    expect(rightChosen({ yourAnswer: { value: '12' }, correctAnswer: { value: '12' } })).toEqual({ chosen: 0, correct: 0 });
  });
});
