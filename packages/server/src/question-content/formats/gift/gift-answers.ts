import { readNumber } from '../read-number.js';
import { whatParikshaHolds } from '../refusal-messages.js';
import { findUnescaped, findUnescapedRun } from './gift-text.js';

/** The answer part of a GIFT question, `{…}`, still escaped. */
export type GiftAnswers =
  | { kind: 'choice'; options: { text: string; weight: number }[]; generalFeedback: string }
  | { kind: 'truefalse'; value: boolean; generalFeedback: string }
  | { kind: 'numeric'; value: number; tolerance: number; generalFeedback: string }
  | { kind: 'refused'; message: string };

const refused = (message: string): GiftAnswers => ({ kind: 'refused', message });

/** An answer's text without its `#feedback`, which Pariksha does not keep per option. */
const withoutFeedback = (text: string): string => {
  const hash = findUnescaped(text, '#');
  return (hash < 0 ? text : text.slice(0, hash)).trim();
};

/** `value`, `value:tolerance` or `low..high` of a numerical question. */
function readNumeric(text: string): { value: number; tolerance: number } | undefined {
  const range = /^(.+?)\.\.(.+)$/.exec(text);
  if (range) {
    const low = readNumber(range[1] ?? '');
    const high = readNumber(range[2] ?? '');
    return low === undefined || high === undefined || low > high ? undefined : { value: (low + high) / 2, tolerance: (high - low) / 2 };
  }
  const [value, tolerance = '0'] = text.split(':');
  const number = readNumber(value ?? '');
  const margin = readNumber(tolerance);
  return number === undefined || margin === undefined || margin < 0 ? undefined : { value: number, tolerance: margin };
}

/** Answers split at each unescaped `=` or `~`, with their `%weight%` (`=` alone is 100, `~` alone 0). */
function readChoices(content: string): { marker: string; weight: number; text: string }[] | undefined {
  const starts: number[] = [];
  for (let index = findUnescaped(content, '=~'); index >= 0; index = findUnescaped(content, '=~', index + 1)) starts.push(index);
  if (starts.length === 0 || content.slice(0, starts[0]).trim() !== '') return undefined;
  return starts.map((start, position) => {
    const marker = content[start] ?? '=';
    let text = content.slice(start + 1, starts[position + 1] ?? content.length);
    let weight = marker === '=' ? 100 : 0;
    const percent = /^\s*%(-?\d+(?:\.\d+)?)%/.exec(text);
    if (percent) {
      weight = Number(percent[1]);
      text = text.slice(percent[0].length);
    }
    return { marker, weight, text: withoutFeedback(text) };
  });
}

function readNumericAnswers(content: string, generalFeedback: string): GiftAnswers {
  const body = content.slice(1);
  const choices = findUnescaped(body, '=') >= 0 ? readChoices(body) : [{ marker: '=', weight: 100, text: withoutFeedback(body) }];
  const right = choices?.find((choice) => choice.weight === 100);
  const numeric = right ? readNumeric(right.text) : undefined;
  if (!numeric) return refused('The numerical answer is not a number: write it as {#42}, {#9.8:0.1} or {#2.45..2.55}.');
  return { kind: 'numeric', ...numeric, generalFeedback };
}

/** The answer block of a question: what kind it is and what it holds, or why Pariksha cannot take it. */
export function readGiftAnswers(block: string): GiftAnswers {
  const feedbackAt = findUnescapedRun(block, '####');
  const generalFeedback = feedbackAt < 0 ? '' : block.slice(feedbackAt + 4).trim();
  const content = (feedbackAt < 0 ? block : block.slice(0, feedbackAt)).trim();
  if (content === '') return refused(`Essay questions cannot be imported: ${whatParikshaHolds}`);
  if (content.startsWith('#')) return readNumericAnswers(content, generalFeedback);
  const truth = /^(T|F|TRUE|FALSE)\s*(#|$)/i.exec(content);
  if (truth) return { kind: 'truefalse', value: (truth[1] ?? '').toUpperCase().startsWith('T'), generalFeedback };
  if (findUnescapedRun(content, '->') >= 0) return refused(`Matching questions cannot be imported: ${whatParikshaHolds}`);
  const choices = readChoices(content);
  if (!choices) return refused('The answers between { and } cannot be read: start each answer with = (right) or ~ (wrong).');
  if (choices.every((choice) => choice.marker === '=')) return refused(`Short-answer questions (typed words) cannot be imported: ${whatParikshaHolds}`);
  if (!choices.some((choice) => choice.weight > 0)) return refused('None of the answers is marked right: start the right one with =, or give the right ones a positive weight such as ~%50%.');
  return { kind: 'choice', options: choices.map(({ text, weight }) => ({ text, weight })), generalFeedback };
}
