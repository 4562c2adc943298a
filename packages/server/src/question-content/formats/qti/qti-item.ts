import type { ContentLanguage, ImportedFigure, ItemWords, QuestionType } from '../../item.js';
import { childElements, descendants, firstChild, type MarkupElement, type MarkupNode, textContent } from '../markup/markup-node.js';
import { markupToMarkdown } from '../markup/markup-to-markdown.js';
import { readNumber } from '../read-number.js';

/** One language of a QTI item, before the languages sharing an identifier are put together. */
export interface QtiVariant {
  key: string;
  language: ContentLanguage;
  type: QuestionType;
  /** Choice items: the choices' identifiers, in order (the languages are matched by them). */
  choiceIds: string[];
  /** Choice items: the right choices' identifiers; numeric: the value. */
  answer: string[] | number;
  tolerance: number;
  words: ItemWords;
  figures: ImportedFigure[];
  /** The key of the shared stimulus (passage) the item refers to. */
  passage?: string;
  line: number;
}

/** Reads a picture the item shows, by its path relative to the item file. */
export type QtiImageReader = (src: string) => ImportedFigure | string;

const interactions = ['qti-choice-interaction', 'qti-text-entry-interaction'];
const supportedLanguages: Record<string, ContentLanguage> = { en: 'en', hi: 'hi' };

/** A copy of an element without the children named (the interactions, read on their own). */
function without(element: MarkupElement, names: readonly string[]): MarkupElement {
  const children: MarkupNode[] = element.children
    .filter((child) => child.kind === 'text' || !names.includes(child.local))
    .map((child) => (child.kind === 'element' ? without(child, names) : child));
  return { ...element, children };
}

/** The first element anywhere below whose name is not one Pariksha reads: another kind of interaction. */
const otherInteraction = (body: MarkupElement): MarkupElement | undefined =>
  allElements(body).find((element) => element.local.endsWith('-interaction') && !interactions.includes(element.local));

function allElements(element: MarkupElement): MarkupElement[] {
  return childElements(element).flatMap((child) => [child, ...allElements(child)]);
}

/** One `qti-assessment-item` read as a language variant, or the reasons Pariksha cannot take it. */
export function readQtiItem(root: MarkupElement, readImage: QtiImageReader): QtiVariant | { messages: string[] } {
  const messages: string[] = [];
  const key = root.attributes.identifier?.trim() ?? '';
  if (key === '') messages.push('The QTI item has no identifier.');
  const lang = (root.attributes['xml:lang'] ?? 'en').toLowerCase().split('-')[0] ?? 'en';
  const language = supportedLanguages[lang];
  if (!language) messages.push(`The item is in the language "${lang}": Pariksha holds English (en) and Hindi (hi).`);
  const body = firstChild(root, 'qti-item-body');
  if (!body) return { messages: [...messages, 'The QTI item has no qti-item-body.'] };
  const other = otherInteraction(body);
  if (other) return { messages: [...messages, `Items with a ${other.local} cannot be imported: Pariksha holds single, multiple-correct and numeric questions (choice and numeric text-entry interactions).`] };
  const choice = descendants(body, 'qti-choice-interaction');
  const entry = descendants(body, 'qti-text-entry-interaction');
  if (choice.length + entry.length !== 1) return { messages: [...messages, 'A QTI item must hold exactly one choice or text-entry interaction.'] };
  const interaction = choice[0] ?? entry[0];
  const responseId = interaction?.attributes['response-identifier'] ?? 'RESPONSE';
  const declaration = childElements(root, 'qti-response-declaration').find((element) => element.attributes.identifier === responseId);
  const values = declaration ? descendants(firstChild(declaration, 'qti-correct-response') ?? declaration, 'qti-value').map((value) => textContent(value).trim()) : [];
  if (!declaration || values.length === 0) return { messages: [...messages, 'The item has no correct response (qti-correct-response) for its interaction.'] };

  const figures: ImportedFigure[] = [];
  const image = (element: MarkupElement): string => {
    const src = element.attributes.src ?? '';
    const figure = figures.find((known) => known.name === src) ?? readImage(src);
    if (typeof figure === 'string') {
      messages.push(figure);
      return '';
    }
    if (!figures.includes(figure)) figures.push(figure);
    return `![${(element.attributes.alt ?? '').trim()}](figure:${src})`;
  };
  const prompt = choice[0] ? firstChild(choice[0], 'qti-prompt') : undefined;
  const text = [markupToMarkdown(without(body, interactions), image), prompt ? markupToMarkdown(prompt, image) : '']
    .filter((part) => part !== '')
    .join('\n\n');
  const feedback = firstChild(root, 'qti-modal-feedback');
  const explanation = feedback ? markupToMarkdown(firstChild(feedback, 'qti-content-body') ?? feedback, image) : '';
  const stimulus = firstChild(root, 'qti-assessment-stimulus-ref');
  const variant = { key, language: language ?? 'en', figures, line: root.line, ...(stimulus?.attributes.identifier ? { passage: stimulus.attributes.identifier } : {}) };

  if (choice[0]) {
    const choices = childElements(choice[0], 'qti-simple-choice');
    const maxChoices = Number(choice[0].attributes['max-choices'] ?? '1');
    const type: QuestionType = maxChoices === 1 ? 'single' : 'multiple';
    const choiceIds = choices.map((element) => element.attributes.identifier ?? '');
    const unknown = values.find((value) => !choiceIds.includes(value));
    if (unknown) messages.push(`The correct response "${unknown}" is not one of the item's choices.`);
    if (type === 'single' && values.length !== 1) messages.push('A choice item with max-choices 1 must have exactly one correct response.');
    if (messages.length > 0) return { messages };
    return { ...variant, type, choiceIds, answer: values, tolerance: 0, words: { text, options: choices.map((element) => markupToMarkdown(element, image)), explanation } };
  }
  const baseType = declaration.attributes['base-type'];
  const value = readNumber(values[0] ?? '');
  if (baseType !== 'float' && baseType !== 'integer') messages.push(`Text-entry items are imported only with a numeric answer (base-type float or integer), not "${baseType ?? 'none'}".`);
  else if (value === undefined) messages.push(`The correct response "${values[0] ?? ''}" is not a number.`);
  // A tolerance is read from the response processing's qti-equal (tolerance-mode absolute), as the exporter writes it.
  const equal = descendants(root, 'qti-equal').find((element) => element.attributes['tolerance-mode'] === 'absolute');
  const tolerance = readNumber((equal?.attributes.tolerance ?? '0').trim().split(/\s+/)[0] ?? '0') ?? 0;
  if (messages.length > 0 || value === undefined) return { messages };
  return { ...variant, type: 'numeric', choiceIds: [], answer: value, tolerance, words: { text, explanation } };
}
