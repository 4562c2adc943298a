import {
  fieldMessage,
  forumDescriptionMaxLength,
  forumMaxTags,
  forumTagMaxLength,
  forumTitleMaxLength,
  parseForumTags,
  type ForumTopicProblem,
} from '@pariksha/contract/values';
import { useId } from 'react';
import { TextArea } from '../private/TextArea/TextArea';
import { TagList } from '../ForumTopicCard/TagList';
import { TextField } from '../TextField/TextField';
import type { TopicField, TopicForm } from './useTopicForm';
import * as styles from './TopicFields.css';

export interface TopicFieldsLabels {
  title: string;
  titleHint: string;
  description: string;
  descriptionHint: string;
  tags: string;
  tagsHint: string;
  /** Before the chips of the parsed tags. */
  tagsPreview: string;
  /** The description's count: '120 / 5,000'. */
  count: (used: string, max: string) => string;
}

export const defaultTopicFieldsLabels: TopicFieldsLabels = {
  title: 'Title',
  titleHint: `Say what you want to discuss, in up to ${forumTitleMaxLength} characters.`,
  description: 'Description',
  descriptionHint: 'Give the details: what you tried, where you are stuck.',
  tags: 'Tags (comma separated, optional)',
  tagsHint: `Up to ${forumMaxTags} tags of ${forumTagMaxLength} characters, e.g. SSC, Reasoning.`,
  tagsPreview: 'Tags:',
  count: (used, max) => `${used} / ${max}`,
};

/** The words for each problem: the app passes `fieldMessage(key, lang)`. */
export type ForumTopicMessages = Record<ForumTopicProblem, string>;

export const defaultForumTopicMessages: ForumTopicMessages = {
  titleRequired: fieldMessage('titleRequired', 'en'),
  titleTooShort: fieldMessage('titleTooShort', 'en'),
  titleTooLong: fieldMessage('titleTooLong', 'en'),
  descriptionRequired: fieldMessage('descriptionRequired', 'en'),
  descriptionTooShort: fieldMessage('descriptionTooShort', 'en'),
  descriptionTooLong: fieldMessage('descriptionTooLong', 'en'),
  tooManyTags: fieldMessage('tooManyTags', 'en'),
  tagTooLong: fieldMessage('tagTooLong', 'en'),
};

export type TopicFieldErrors = Partial<Record<TopicField, string>>;

export interface TopicFieldsProps {
  form: TopicForm;
  labels: TopicFieldsLabels;
  messages: ForumTopicMessages;
  /** The server's words for a field it refused; the form's own check comes first. */
  fieldErrors?: TopicFieldErrors;
  disabled?: boolean;
  locale?: string;
}

/**
 * A topic's three fields, for Create New Topic and for editing a topic: Title and Description
 * required, Tags comma separated with the parsed tags shown as chips as they are typed.
 */
export function TopicFields({ form, labels, messages, fieldErrors, disabled, locale }: TopicFieldsProps) {
  const id = useId();
  const error = (field: TopicField) => {
    const problem = form.visible[field];
    return problem ? messages[problem] : fieldErrors?.[field];
  };
  const tags = parseForumTags(form.fields.tags);
  return (
    <div className={styles.root}>
      <TextField
        id={`${id}-title`}
        name="title"
        label={labels.title}
        hint={labels.titleHint}
        required
        disabled={disabled}
        autoComplete="off"
        value={form.fields.title}
        error={error('title')}
        onChange={(value) => form.change('title', value)}
        onBlur={() => form.blur('title')}
      />
      <TextArea
        id={`${id}-description`}
        name="description"
        label={labels.description}
        hint={labels.descriptionHint}
        required
        disabled={disabled}
        rows={5}
        value={form.fields.description}
        maxLength={forumDescriptionMaxLength}
        countLabel={labels.count}
        locale={locale}
        error={error('description')}
        onChange={(value) => form.change('description', value)}
        onBlur={() => form.blur('description')}
      />
      <TextField
        id={`${id}-tags`}
        name="tags"
        label={labels.tags}
        hint={labels.tagsHint}
        disabled={disabled}
        autoComplete="off"
        value={form.fields.tags}
        error={error('tags')}
        onChange={(value) => form.change('tags', value)}
        onBlur={() => form.blur('tags')}
      />
      {tags.length > 0 ? (
        <div className={styles.preview}>
          <span aria-hidden="true">{labels.tagsPreview}</span>
          <TagList tags={tags} label={labels.tagsPreview} />
        </div>
      ) : null}
    </div>
  );
}
