import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { Dialog } from '../Dialog/Dialog';
import { StatusMessage } from '../StatusMessage/StatusMessage';
import {
  defaultForumTopicMessages,
  defaultTopicFieldsLabels,
  TopicFields,
  type ForumTopicMessages,
  type TopicFieldErrors,
  type TopicFieldsLabels,
} from './TopicFields';
import { topicFieldsEmpty, topicValuesOf, useTopicForm, type ForumTopicValues } from './useTopicForm';

export interface CreateTopicDialogLabels extends TopicFieldsLabels {
  heading: string;
  submit: string;
  submitting: string;
  cancel: string;
  close: string;
  /** Asked before closing a form with text in it. */
  discardTitle: string;
  discardMessage: string;
  discard: string;
  keepWriting: string;
  /** Shown when sending failed and no field has the server's words. */
  failed: string;
}

export const defaultCreateTopicDialogLabels: CreateTopicDialogLabels = {
  ...defaultTopicFieldsLabels,
  heading: 'Create New Topic',
  submit: 'Create Topic',
  submitting: 'Creating…',
  cancel: 'Cancel',
  close: 'Close',
  discardTitle: 'Discard this topic?',
  discardMessage: 'What you have written will be lost.',
  discard: 'Discard',
  keepWriting: 'Keep writing',
  failed: 'We could not create your topic. Your text is still here: please try again.',
};

export interface CreateTopicDialogProps {
  open: boolean;
  /** Close it: the app sets `open` to false. Asked only once nothing would be lost. */
  onClose: () => void;
  /**
   * Sends the checked topic. Resolve when it is created: the form resets and the dialog closes.
   * Reject when it failed: the text stays, with `fieldErrors` or the failure message.
   */
  onSubmit: (values: ForumTopicValues) => Promise<void>;
  /** The server's words for fields it refused. */
  fieldErrors?: TopicFieldErrors;
  /** Focused when the dialog closes, if not the button that opened it. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  messages?: Partial<ForumTopicMessages>;
  labels?: Partial<CreateTopicDialogLabels>;
  locale?: string;
}

/**
 * The spec's Create New Topic: Title, Description and Tags with the contract's checks, shown
 * after a field is left or on Create Topic. A failed send keeps every word; closing a form with
 * text in it asks first.
 */
export function CreateTopicDialog({
  open,
  onClose,
  onSubmit,
  fieldErrors,
  returnFocusRef,
  messages,
  labels,
  locale,
}: CreateTopicDialogProps) {
  const text = { ...defaultCreateTopicDialogLabels, ...labels };
  const words = { ...defaultForumTopicMessages, ...messages };
  const formId = useId();
  const form = useTopicForm();
  const formRef = useRef<HTMLFormElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const close = () => {
    form.reset();
    setFailed(false);
    setConfirming(false);
    onClose();
  };
  const requestClose = () => {
    if (submitting) return;
    if (topicFieldsEmpty(form.fields)) close();
    else setConfirming(true);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setFailed(false);
    if (!form.check()) {
      // The first field with a problem takes focus once it shows it, so the learner hears it.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(topicValuesOf(form.fields));
      setSubmitting(false);
      close();
    } catch {
      setSubmitting(false);
      setFailed(true);
    }
  };

  const serverFieldError = fieldErrors && Object.values(fieldErrors).some(Boolean);
  return (
    <>
      <Dialog
        open={open}
        onClose={requestClose}
        title={text.heading}
        size="medium"
        closeOnBackdropClick={false}
        returnFocusRef={returnFocusRef}
        labels={{ close: text.close }}
        actions={
          <>
            <Button variant="outline" tone="neutral" disabled={submitting} onClick={requestClose}>
              {text.cancel}
            </Button>
            <Button type="submit" form={formId} loading={submitting}>
              {submitting ? text.submitting : text.submit}
            </Button>
          </>
        }
      >
        <form ref={formRef} id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <TopicFields
            form={form}
            labels={text}
            messages={words}
            fieldErrors={fieldErrors}
            locale={locale}
          />
          {failed && !serverFieldError ? <StatusMessage tone="critical">{text.failed}</StatusMessage> : null}
        </form>
      </Dialog>
      <ConfirmDialog
        open={open && confirming}
        title={text.discardTitle}
        message={text.discardMessage}
        tone="critical"
        labels={{ cancel: text.keepWriting, confirm: text.discard }}
        onCancel={() => setConfirming(false)}
        onConfirm={close}
      />
    </>
  );
}
