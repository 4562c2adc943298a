import type { StudioQuestionContent, StudioQuestionContentInput } from '@pariksha/contract/studio-questions';
import type { studioDifficulties, studioQuestionTypes } from '@pariksha/contract/studio-questions';

// The editor's form as plain strings (what the fields hold), and the way to and from a version's
// content. Kept apart from React so every rule here is tested on its own.

export type QuestionType = (typeof studioQuestionTypes)[number];
export type Difficulty = (typeof studioDifficulties)[number];
export const editorLanguages = ['en', 'hi'] as const;
export type EditorLanguage = (typeof editorLanguages)[number];

export interface WordsDraft {
  text: string;
  /** One per option; both languages always hold the same number. */
  options: string[];
  explanation: string;
}

export interface EditorDraft {
  type: QuestionType;
  subject: string;
  topic: string;
  subtopic: string;
  difficulty: Difficulty;
  /** Exam slugs separated by commas, as typed. */
  exams: string;
  source: string;
  authorNote: string;
  passage: string;
  /** The right options' indexes (single: one; multiple: two or more). */
  rightOptions: number[];
  /** A numeric question's answer and tolerance, as typed. */
  numericAnswer: string;
  tolerance: string;
  words: Record<EditorLanguage, WordsDraft>;
  figures: Record<string, string>;
}

const emptyWords = (options: number): WordsDraft => ({ text: '', options: Array.from({ length: options }, () => ''), explanation: '' });

export function emptyDraft(): EditorDraft {
  return {
    type: 'single',
    subject: '',
    topic: '',
    subtopic: '',
    difficulty: 'medium',
    exams: '',
    source: '',
    authorNote: '',
    passage: '',
    rightOptions: [],
    numericAnswer: '',
    tolerance: '0',
    words: { en: emptyWords(4), hi: emptyWords(4) },
    figures: {},
  };
}

/** A saved version's content in the editor's fields. */
export function draftFromContent(content: StudioQuestionContent): EditorDraft {
  const count = Math.max(content.translations.en?.options?.length ?? 0, content.translations.hi?.options?.length ?? 0);
  const words = (language: EditorLanguage): WordsDraft => {
    const saved = content.translations[language];
    if (!saved) return emptyWords(count);
    return { text: saved.text, options: Array.from({ length: count }, (_, index) => saved.options?.[index] ?? ''), explanation: saved.explanation };
  };
  const numeric = content.type === 'numeric';
  return {
    type: content.type,
    subject: content.subject,
    topic: content.topic,
    subtopic: content.subtopic ?? '',
    difficulty: content.difficulty,
    exams: content.exams.join(', '),
    source: content.source ?? '',
    authorNote: content.author_note ?? '',
    passage: content.passage ?? '',
    rightOptions: numeric ? [] : Array.isArray(content.answer) ? [...content.answer] : [content.answer],
    numericAnswer: numeric && !Array.isArray(content.answer) ? String(content.answer) : '',
    tolerance: String(content.tolerance),
    words: { en: words('en'), hi: words('hi') },
    figures: { ...content.figures },
  };
}

const hasWords = (words: WordsDraft) => words.text.trim() !== '' || words.explanation.trim() !== '' || words.options.some((option) => option.trim() !== '');
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** A number as typed (Indian grouping commas and spaces allowed); NaN when it is not one. */
export function typedNumber(value: string): number {
  const plain = value.replace(/[,\s]/g, '');
  return plain === '' ? Number.NaN : Number(plain);
}

/**
 * The content a save or a preview sends. A language with nothing written is left out (a question
 * may be English only); the contract's own check then says what is missing.
 */
export function contentFromDraft(draft: EditorDraft): StudioQuestionContentInput {
  const numeric = draft.type === 'numeric';
  const translations: StudioQuestionContentInput['translations'] = {};
  for (const language of editorLanguages) {
    const words = draft.words[language];
    if (!hasWords(words)) continue;
    translations[language] = { text: words.text, explanation: words.explanation, ...(numeric ? {} : { options: words.options }) };
  }
  const right = [...draft.rightOptions].sort((a, b) => a - b);
  return {
    type: draft.type,
    subject: draft.subject.trim(),
    topic: draft.topic.trim(),
    subtopic: orNull(draft.subtopic),
    difficulty: draft.difficulty,
    exams: draft.exams.split(',').map((exam) => exam.trim()).filter((exam) => exam !== ''),
    source: orNull(draft.source),
    author_note: orNull(draft.authorNote),
    passage: orNull(draft.passage),
    answer: numeric ? typedNumber(draft.numericAnswer) : draft.type === 'single' ? (right[0] ?? -1) : right,
    tolerance: numeric ? (draft.tolerance.trim() === '' ? 0 : typedNumber(draft.tolerance)) : 0,
    translations,
    figures: draft.figures,
  };
}

/** Marks option `index` right: the only one for a single-answer question, one more for multiple. */
export function toggleRightOption(draft: EditorDraft, index: number): EditorDraft {
  if (draft.type === 'single') return { ...draft, rightOptions: [index] };
  const right = draft.rightOptions.includes(index) ? draft.rightOptions.filter((other) => other !== index) : [...draft.rightOptions, index];
  return { ...draft, rightOptions: right.sort((a, b) => a - b) };
}

/** Adds an empty option at the end, in both languages. */
export function addOption(draft: EditorDraft): EditorDraft {
  return {
    ...draft,
    words: { en: { ...draft.words.en, options: [...draft.words.en.options, ''] }, hi: { ...draft.words.hi, options: [...draft.words.hi.options, ''] } },
  };
}

/** Removes option `index` in both languages; the right answers after it move up one. */
export function removeOption(draft: EditorDraft, index: number): EditorDraft {
  const without = (options: string[]) => options.filter((_, at) => at !== index);
  return {
    ...draft,
    rightOptions: draft.rightOptions.filter((right) => right !== index).map((right) => (right > index ? right - 1 : right)),
    words: { en: { ...draft.words.en, options: without(draft.words.en.options) }, hi: { ...draft.words.hi, options: without(draft.words.hi.options) } },
  };
}

/** A change of type keeps what fits: a single-answer question keeps only the first right option. */
export function changeType(draft: EditorDraft, type: QuestionType): EditorDraft {
  const rightOptions = type === 'single' ? draft.rightOptions.slice(0, 1) : type === 'numeric' ? [] : draft.rightOptions;
  const needsOptions = type !== 'numeric' && draft.words.en.options.length === 0;
  const next = { ...draft, type, rightOptions };
  return needsOptions ? addOption(addOption(next)) : next;
}

export function setWords(draft: EditorDraft, language: EditorLanguage, change: Partial<WordsDraft>): EditorDraft {
  return { ...draft, words: { ...draft.words, [language]: { ...draft.words[language], ...change } } };
}

export function setOption(draft: EditorDraft, language: EditorLanguage, index: number, value: string): EditorDraft {
  const options = draft.words[language].options.map((option, at) => (at === index ? value : option));
  return setWords(draft, language, { options });
}

/** Whether two drafts hold the same content (what the editor would save). */
export function sameContent(a: EditorDraft, b: EditorDraft): boolean {
  return JSON.stringify(contentFromDraft(a)) === JSON.stringify(contentFromDraft(b));
}
