import { forumReplyMaxLength, forumReplyProblem } from '@pariksha/contract/values';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { TopicFields, type ForumTopicMessages, type TopicFieldErrors, type TopicFieldsLabels } from '../CreateTopicDialog/TopicFields';
import { topicValuesOf, useTopicForm, type ForumTopicValues } from '../CreateTopicDialog/useTopicForm';
import { TextArea } from '../private/TextArea/TextArea';
import type { ForumReplyMessages } from '../ForumReplyForm/replyMessages';
import { StatusMessage } from '../StatusMessage/StatusMessage';
import * as styles from './ForumPost.css';

export interface PostEditLabels {
  save: string;
  saving: string;
  cancel: string;
  /** Saving failed and the server gave no words for a field. */
  saveFailed: string;
  reply: string;
  count: (used: string, max: string) => string;
}

interface EditFormFrameProps {
  onSubmit: () => Promise<void>;
  onCancel: () => void;
  labels: PostEditLabels;
  failed: boolean;
  submitting: boolean;
  children: ReactNode;
}

/** Save and Cancel under the fields, and the failure; the fields' own checks run before `onSubmit`. */
function EditFormFrame({ onSubmit, onCancel, labels, failed, submitting, children }: EditFormFrameProps) {
  const formRef = useRef<HTMLFormElement>(null);
  // Editing starts in the first field.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) void onSubmit();
  };
  return (
    <form ref={formRef} className={styles.editForm} noValidate onSubmit={submit}>
      {children}
      {failed ? <StatusMessage tone="critical">{labels.saveFailed}</StatusMessage> : null}
      <div className={styles.editActions}>
        <Button variant="outline" tone="neutral" disabled={submitting} onClick={onCancel}>
          {labels.cancel}
        </Button>
        <Button type="submit" loading={submitting}>
          {submitting ? labels.saving : labels.save}
        </Button>
      </div>
    </form>
  );
}

/** Runs a save: busy while it runs, `failed` when it rejects (the text stays), `onDone` when it resolves. */
function useSave<T>(save: (values: T) => Promise<void>, onDone: () => void) {
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async (values: T) => {
    setSubmitting(true);
    setFailed(false);
    try {
      await save(values);
      setSubmitting(false);
      onDone();
    } catch {
      setSubmitting(false);
      setFailed(true);
    }
  };
  return { submitting, failed, run };
}

export interface TopicEditFormProps {
  initial: { title: string; description: string; tags: readonly string[] };
  onSave: (values: ForumTopicValues) => Promise<void>;
  onDone: () => void;
  fieldErrors?: TopicFieldErrors;
  labels: PostEditLabels & TopicFieldsLabels;
  messages: ForumTopicMessages;
  locale?: string;
}

/** Editing a topic: the same fields and checks as Create New Topic. */
export function TopicEditForm({ initial, onSave, onDone, fieldErrors, labels, messages, locale }: TopicEditFormProps) {
  const form = useTopicForm({ title: initial.title, description: initial.description, tags: initial.tags.join(', ') });
  const { submitting, failed, run } = useSave(onSave, onDone);
  const serverWords = fieldErrors && Object.values(fieldErrors).some(Boolean);
  return (
    <EditFormFrame
      labels={labels}
      submitting={submitting}
      failed={failed && !serverWords}
      onCancel={onDone}
      onSubmit={async () => {
        if (form.check()) await run(topicValuesOf(form.fields));
      }}
    >
      <TopicFields form={form} labels={labels} messages={messages} fieldErrors={fieldErrors} locale={locale} />
    </EditFormFrame>
  );
}

export interface ReplyEditFormProps {
  initial: string;
  onSave: (values: { body: string }) => Promise<void>;
  onDone: () => void;
  /** The server's words for the reply it refused. */
  error?: string;
  labels: PostEditLabels;
  messages: ForumReplyMessages;
  locale?: string;
}

/** Editing a reply: one field with the reply form's count and check. */
export function ReplyEditForm({ initial, onSave, onDone, error, labels, messages, locale }: ReplyEditFormProps) {
  const id = useId();
  const [body, setBody] = useState(initial);
  const [checked, setChecked] = useState(false);
  const { submitting, failed, run } = useSave(onSave, onDone);
  const problem = forumReplyProblem(body);
  return (
    <EditFormFrame
      labels={labels}
      submitting={submitting}
      failed={failed && !error}
      onCancel={onDone}
      onSubmit={async () => {
        setChecked(true);
        if (!problem) await run({ body: body.trim() });
      }}
    >
      <TextArea
        id={`${id}-body`}
        name="body"
        label={labels.reply}
        required
        rows={4}
        value={body}
        maxLength={forumReplyMaxLength}
        countLabel={labels.count}
        locale={locale}
        error={checked && problem ? messages[problem] : failed ? error : undefined}
        onChange={setBody}
      />
    </EditFormFrame>
  );
}
