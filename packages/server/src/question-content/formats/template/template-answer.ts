import type { QuestionType } from '../../item.js';
import { readNumber } from '../read-number.js';
import { optionLetters } from './template-columns.js';


export type TemplateAnswer = { answer: number | number[]; tolerance: number } | { message: string };

const letterList = (count: number) => (count <= 1 ? 'A' : `A–${optionLetters[count - 1]?.toUpperCase()}`);

function readLetter(letter: string, optionCount: number): number | string {
  const index = optionLetters.indexOf(letter.toLowerCase() as (typeof optionLetters)[number]);
  if (index < 0) return `The answer "${letter}" is not an option letter: write a letter from A to F.`;
  if (index >= optionCount) return `The answer "${letter.toUpperCase()}" is not one of the options ${letterList(optionCount)}.`;
  return index;
}

/** The answer and tolerance cells of a question row, read for its type (the options already counted). */
export function readTemplateAnswer(type: QuestionType, answerCell: string, toleranceCell: string, optionCount: number): TemplateAnswer {
  const answer = answerCell.trim();
  if (answer === '') return { message: 'The row has no answer: fill the answer column.' };
  if (type !== 'numeric' && toleranceCell.trim() !== '') return { message: 'Only numeric questions have a tolerance: leave it empty for a choice question.' };
  if (type === 'single') {
    const index = readLetter(answer, optionCount);
    return typeof index === 'string' ? { message: index } : { answer: index, tolerance: 0 };
  }
  if (type === 'multiple') {
    const letters = answer.split(/[;,\s]+/).filter((letter) => letter !== '');
    const indexes = new Set<number>();
    for (const letter of letters) {
      const index = readLetter(letter, optionCount);
      if (typeof index === 'string') return { message: index };
      indexes.add(index);
    }
    if (indexes.size < 2) return { message: 'A multiple-correct question needs at least two correct options, such as A;C. For one correct option use the type single.' };
    return { answer: [...indexes].sort((a, b) => a - b), tolerance: 0 };
  }
  const range = /^(.+?)\.\.(.+)$/.exec(answer);
  if (range) {
    const low = readNumber(range[1] ?? '');
    const high = readNumber(range[2] ?? '');
    if (low === undefined || high === undefined || low > high) return { message: `The answer "${answer}" is not a range: write it as low..high, such as 2.45..2.55.` };
    if (toleranceCell.trim() !== '') return { message: 'The answer is a range, so the tolerance column must stay empty.' };
    return { answer: (low + high) / 2, tolerance: (high - low) / 2 };
  }
  const value = readNumber(answer);
  if (value === undefined) return { message: `The answer "${answer}" of a numeric question is not a number: write it as 42, -3.5 or a range 2.45..2.55.` };
  if (toleranceCell.trim() === '') return { answer: value, tolerance: 0 };
  const tolerance = readNumber(toleranceCell);
  if (tolerance === undefined || tolerance < 0) return { message: `The tolerance "${toleranceCell.trim()}" is not a number of zero or more.` };
  return { answer: value, tolerance };
}
