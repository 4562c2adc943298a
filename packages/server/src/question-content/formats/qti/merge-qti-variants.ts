import type { ImportedItem, ItemWords } from '../../item.js';
import type { QtiMetadata } from './qti-metadata.js';
import type { QtiVariant } from './qti-item.js';

/**
 * The language variants of one identifier as one item: they must be the same question (type,
 * choices and answer); the options of every language are put in the first variant's order.
 */
export function mergeQtiVariants(variants: readonly QtiVariant[], metadata: QtiMetadata, file: string): ImportedItem | { messages: string[] } {
  const [first, ...others] = variants;
  if (!first) return { messages: ['The item has no language variant.'] };
  const messages: string[] = [];
  const translations: ImportedItem['translations'] = { [first.language]: first.words };
  const figures = [...first.figures];
  for (const variant of others) {
    if (translations[variant.language]) messages.push(`The package holds the item "${first.key}" twice in the language "${variant.language}".`);
    if (variant.type !== first.type) messages.push(`The ${variant.language} item "${first.key}" is a ${variant.type} question but the ${first.language} one is ${first.type}: both languages must be the same question.`);
    const sameAnswer = typeof first.answer === 'number' ? variant.answer === first.answer && variant.tolerance === first.tolerance : JSON.stringify([...(variant.answer as string[])].sort()) === JSON.stringify([...first.answer].sort());
    const sameChoices = JSON.stringify([...variant.choiceIds].sort()) === JSON.stringify([...first.choiceIds].sort());
    if (!sameAnswer || !sameChoices) messages.push(`The ${variant.language} item "${first.key}" has other choices or another answer than the ${first.language} one: both languages must share the answer.`);
    const words: ItemWords = variant.words.options
      ? { ...variant.words, options: first.choiceIds.map((id) => variant.words.options?.[variant.choiceIds.indexOf(id)] ?? '') }
      : variant.words;
    translations[variant.language] = words;
    for (const figure of variant.figures) if (!figures.some((known) => known.name === figure.name)) figures.push(figure);
  }
  if (messages.length > 0) return { messages };
  const answer = typeof first.answer === 'number' ? first.answer : first.answer.map((id) => first.choiceIds.indexOf(id)).sort((a, b) => a - b);
  const item: ImportedItem = {
    key: first.key,
    type: first.type,
    answer: first.type === 'single' && Array.isArray(answer) ? (answer[0] ?? 0) : answer,
    tolerance: first.tolerance,
    ...metadata,
    translations,
    figures,
    at: { file, line: first.line },
  };
  if (first.passage) item.passage = first.passage;
  return item;
}
