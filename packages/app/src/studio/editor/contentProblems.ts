import { questionKeyField, studioQuestionContentInput } from '@pariksha/contract/studio-questions';
import { contentFromDraft, type EditorDraft } from './editorDraft';

export interface ContentProblems {
  /** The contract's messages by their field's top-level name (`topic`, `answer`, `translations`…). */
  byField: Record<string, string>;
  /** Every message, in order, for the list above the form. */
  all: string[];
}

/**
 * What the contract would refuse in a draft, said before anything is sent (the server checks the
 * same schema). `key` is checked for a new question only.
 */
export function contentProblems(draft: EditorDraft, newKey: string | null): ContentProblems {
  const byField: Record<string, string> = {};
  const all: string[] = [];
  if (newKey !== null) {
    const key = questionKeyField.safeParse(newKey);
    if (!key.success) {
      const message = key.error.issues[0]?.message ?? '';
      byField.key = message;
      all.push(message);
    }
  }
  const parsed = studioQuestionContentInput.safeParse(contentFromDraft(draft));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'content');
      byField[field] ??= issue.message;
      if (!all.includes(issue.message)) all.push(issue.message);
    }
  }
  return { byField, all };
}
