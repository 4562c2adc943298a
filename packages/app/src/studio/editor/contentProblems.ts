export interface ContentProblems {
  /** The contract's messages by their field's top-level name (`topic`, `answer`, `translations`…). */
  byField: Record<string, string>;
  /** Every message, in order, for the list above the form. */
  all: string[];
}

/**
 * What the server refused in a save (a 400 with the contract's messages by field, such as
 * `content.topic` or `key`), by the editor's own field names. The contract's schema is checked on
 * the server only: its full zod in the studio would make the learners' shared copy of zod's core
 * grow by half (the bundler keeps one copy of a module for everyone who uses it).
 */
export function problemsFromFields(fields: Readonly<Record<string, string>>): ContentProblems {
  const byField: Record<string, string> = {};
  const all: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const field = path.replace(/^content\./, '').split('.')[0] ?? path;
    byField[field] ??= message;
    if (!all.includes(message)) all.push(message);
  }
  return { byField, all };
}
