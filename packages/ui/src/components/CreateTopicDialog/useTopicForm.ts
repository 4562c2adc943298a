import { forumTopicProblems, parseForumTags, type ForumTopicFields } from '@pariksha/contract/values';
import { useState } from 'react';

export type TopicField = keyof ForumTopicFields;

/** What a topic form sends: the tags already split into a list. */
export interface ForumTopicValues {
  title: string;
  description: string;
  tags: string[];
}

export const emptyTopicFields: ForumTopicFields = { title: '', description: '', tags: '' };

/** The fields as typed, trimmed and with the tags parsed, ready to send. */
export function topicValuesOf(fields: ForumTopicFields): ForumTopicValues {
  return { title: fields.title.trim(), description: fields.description.trim(), tags: parseForumTags(fields.tags) };
}

/** Nothing has been typed (spaces do not count): closing loses nothing. */
export function topicFieldsEmpty(fields: ForumTopicFields): boolean {
  return fields.title.trim() === '' && fields.description.trim() === '' && fields.tags.trim() === '';
}

/**
 * A topic form's text and which fields show their problem: a field shows it once the learner has
 * left it (blur) or tried to send, and it updates as they fix it.
 */
export function useTopicForm(initial: ForumTopicFields = emptyTopicFields) {
  const [fields, setFields] = useState(initial);
  const [shown, setShown] = useState<Partial<Record<TopicField, true>>>({});
  const problems = forumTopicProblems(fields);
  return {
    fields,
    problems,
    /** The problems the learner should see now. */
    visible: Object.fromEntries(Object.entries(problems).filter(([field]) => shown[field as TopicField])) as typeof problems,
    change: (field: TopicField, value: string) => setFields((current) => ({ ...current, [field]: value })),
    blur: (field: TopicField) => {
      // Leaving an untouched empty field is not a mistake yet.
      if (fields[field].trim() !== '') setShown((current) => ({ ...current, [field]: true }));
    },
    /** Shows every problem; true when there are none. */
    check: () => {
      setShown({ title: true, description: true, tags: true });
      return Object.keys(problems).length === 0;
    },
    reset: (to: ForumTopicFields = emptyTopicFields) => {
      setFields(to);
      setShown({});
    },
  };
}

export type TopicForm = ReturnType<typeof useTopicForm>;
