import { diffWordsWithSpace } from 'diff';
import type { StudioQuestionContent } from '@pariksha/contract/studio-questions';

// A proposed version against the published one, field by field: what a reviewer must read.

export interface DiffPart {
  text: string;
  change: 'same' | 'added' | 'removed';
}

export interface FieldChange {
  /** Names the field: `type`, `en.text`, `hi.option.2`… (the page words it). */
  field: string;
  /** Option fields' number from 1, for the page's label. */
  option?: number;
  /** The words as a word diff (texts), or before and after as they are (values). */
  parts: DiffPart[];
}

/** The word diff of two texts: unchanged runs, then what went and what came. */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWordsWithSpace(before, after).map((part) => ({ text: part.value, change: part.added ? 'added' : part.removed ? 'removed' : 'same' }));
}

function answerText(content: StudioQuestionContent): string {
  if (Array.isArray(content.answer)) return content.answer.map((index) => String.fromCharCode(65 + index)).join(', ');
  if (content.type === 'numeric') return content.tolerance > 0 ? `${content.answer} ± ${content.tolerance}` : String(content.answer);
  return String.fromCharCode(65 + content.answer);
}

const plainFields = (content: StudioQuestionContent | null): Record<string, string> =>
  content === null
    ? {}
    : {
        type: content.type,
        subject: content.subject,
        topic: content.topic,
        subtopic: content.subtopic ?? '',
        difficulty: content.difficulty,
        exams: content.exams.join(', '),
        source: content.source ?? '',
        passage: content.passage ?? '',
        answer: answerText(content),
        author_note: content.author_note ?? '',
      };

/**
 * Every field whose value differs between `published` (null: never published, so everything is
 * new) and `proposed`, in the order a reviewer reads a question: what it is, then each language's
 * text, options and explanation. Unchanged fields are left out.
 */
export function versionChanges(published: StudioQuestionContent | null, proposed: StudioQuestionContent): FieldChange[] {
  const changes: FieldChange[] = [];
  const before = plainFields(published);
  const after = plainFields(proposed);
  for (const field of Object.keys(after)) {
    const was = before[field] ?? '';
    const now = after[field] ?? '';
    if (was !== now) changes.push({ field, parts: wordDiff(was, now) });
  }
  for (const language of ['en', 'hi'] as const) {
    const was = published?.translations[language];
    const now = proposed.translations[language];
    const text = (words: typeof was, part: 'text' | 'explanation') => words?.[part] ?? '';
    if (text(was, 'text') !== text(now, 'text')) changes.push({ field: `${language}.text`, parts: wordDiff(text(was, 'text'), text(now, 'text')) });
    const count = Math.max(was?.options?.length ?? 0, now?.options?.length ?? 0);
    for (let index = 0; index < count; index += 1) {
      const option = (words: typeof was) => words?.options?.[index] ?? '';
      if (option(was) !== option(now)) changes.push({ field: `${language}.option`, option: index + 1, parts: wordDiff(option(was), option(now)) });
    }
    if (text(was, 'explanation') !== text(now, 'explanation')) {
      changes.push({ field: `${language}.explanation`, parts: wordDiff(text(was, 'explanation'), text(now, 'explanation')) });
    }
  }
  return changes;
}
