import { questionReportNoteMax, questionReportReasons, type QuestionReportReason } from '@pariksha/contract/values';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { TextArea } from '../private/TextArea/TextArea';
import { StatusMessage } from '../StatusMessage/StatusMessage';
import { reportQuestionProblems, type ReportQuestionProblems } from './reportQuestionProblems';
import * as styles from './ReportQuestionDialog.css';

export interface ReportQuestionDialogLabels {
  heading: string;
  intro: string;
  /** The reasons' legend: 'What is wrong?' */
  reason: string;
  /** Each reason in a few plain words. */
  reasons: Readonly<Record<QuestionReportReason, string>>;
  /** Submit pressed before a reason was chosen. */
  reasonRequired: string;
  /** The note's label while it is optional, and when the reason is 'other' (then required). */
  note: string;
  noteRequiredLabel: string;
  /** Under the note: what helps the reviewers. */
  noteHint: string;
  /** 'Something else' with an empty note. */
  noteRequired: string;
  noteTooLong: (max: string) => string;
  /** The note's counter: '120 of 1,000 characters'. */
  count: (used: string, max: string) => string;
  submit: string;
  submitting: string;
  cancel: string;
  close: string;
  /** Sending failed and the app gave no words of its own (`failure`). */
  failed: string;
}

export const defaultReportQuestionDialogLabels: ReportQuestionDialogLabels = {
  heading: 'Report an error in this question',
  intro: 'A reviewer checks every report. Their answer will appear under this question.',
  reason: 'What is wrong?',
  reasons: {
    wrong_answer: 'The correct answer is wrong',
    mistake_in_question: 'A mistake in the question or options',
    translation: 'The translation is wrong or unclear',
    display: 'Something does not show properly',
    other: 'Something else',
  },
  reasonRequired: 'Choose what is wrong.',
  note: 'Note (optional)',
  noteRequiredLabel: 'Note',
  noteHint: 'Say what you found and, if you know it, the right answer.',
  noteRequired: 'Tell us in a few words what is wrong.',
  noteTooLong: (max) => `Keep the note under ${max} characters.`,
  count: (used, max) => `${used} of ${max} characters`,
  submit: 'Send report',
  submitting: 'Sending…',
  cancel: 'Cancel',
  close: 'Close',
  failed: 'We could not send your report. Please try again.',
};

export interface ReportQuestionReport {
  reason: QuestionReportReason;
  /** Trimmed; '' when the learner wrote none. */
  note: string;
}

export interface ReportQuestionDialogProps {
  open: boolean;
  onClose: () => void;
  /** Resolve once reported (the dialog closes); reject and it stays open with the failure. */
  onSubmit: (report: ReportQuestionReport) => Promise<void>;
  /** The words of the last failure, when the app has them (the server's message); else `labels.failed`. */
  failure?: string;
  /** Where focus goes when the dialog closes, when the button that opened it is gone (the report's status). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  labels?: Partial<ReportQuestionDialogLabels>;
  /** For the note's counter: 'en-IN' or 'hi-IN'. */
  locale?: string;
}

/**
 * "Report an error in this question": what is wrong, as the contract's reasons in radio buttons,
 * and a note (required for 'Something else'), checked by the server's rules before it is sent.
 * A problem moves focus to its field; a failure keeps everything the learner wrote.
 */
export function ReportQuestionDialog({
  open,
  onClose,
  onSubmit,
  failure,
  returnFocusRef,
  labels,
  locale = 'en-IN',
}: ReportQuestionDialogProps) {
  const text = { ...defaultReportQuestionDialogLabels, ...labels, reasons: { ...defaultReportQuestionDialogLabels.reasons, ...labels?.reasons } };
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [reason, setReason] = useState<QuestionReportReason | null>(null);
  const [note, setNote] = useState('');
  // Problems show after the first Send, then follow the fields as they change.
  const [checked, setChecked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const problems: ReportQuestionProblems = checked ? reportQuestionProblems(reason, note) : {};
  const max = new Intl.NumberFormat(locale).format(questionReportNoteMax);
  const noteError =
    problems.note === 'noteRequired' ? text.noteRequired : problems.note === 'noteTooLong' ? text.noteTooLong(max) : undefined;

  const close = () => {
    if (submitting) return;
    setReason(null);
    setNote('');
    setChecked(false);
    setFailed(false);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setChecked(true);
    const found = reportQuestionProblems(reason, note);
    if (reason === null || found.note) {
      const field = found.reason ? 'input[name="reason"]' : 'textarea[name="note"]';
      formRef.current?.querySelector<HTMLElement>(field)?.focus();
      return;
    }
    setSubmitting(true);
    setFailed(false);
    try {
      await onSubmit({ reason, note: note.trim() });
      setSubmitting(false);
      setReason(null);
      setNote('');
      setChecked(false);
      onClose();
    } catch {
      setSubmitting(false);
      setFailed(true);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={text.heading}
      description={text.intro}
      size="small"
      returnFocusRef={returnFocusRef}
      labels={{ close: text.close }}
      actions={
        <>
          <Button variant="outline" tone="neutral" disabled={submitting} onClick={close}>
            {text.cancel}
          </Button>
          <Button type="submit" form={`${id}-form`} loading={submitting}>
            {submitting ? text.submitting : text.submit}
          </Button>
        </>
      }
    >
      <form ref={formRef} id={`${id}-form`} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <fieldset
          className={styles.fieldset}
          aria-describedby={problems.reason ? `${id}-reason-error` : undefined}
        >
          <legend className={styles.legend}>{text.reason}</legend>
          {questionReportReasons.map((value) => (
            <label key={value} className={styles.option}>
              <input
                type="radio"
                className={styles.radio}
                name="reason"
                value={value}
                required
                checked={reason === value}
                onChange={() => setReason(value)}
              />
              <span>{text.reasons[value]}</span>
            </label>
          ))}
          <div aria-live="polite">
            {problems.reason ? (
              <p id={`${id}-reason-error`} className={styles.error}>
                {text.reasonRequired}
              </p>
            ) : null}
          </div>
        </fieldset>
        <TextArea
          id={`${id}-note`}
          name="note"
          label={reason === 'other' ? text.noteRequiredLabel : text.note}
          required={reason === 'other'}
          rows={3}
          value={note}
          hint={text.noteHint}
          error={noteError}
          maxLength={questionReportNoteMax}
          countLabel={text.count}
          locale={locale}
          onChange={setNote}
        />
        {failed ? <StatusMessage tone="critical">{failure ?? text.failed}</StatusMessage> : null}
      </form>
    </Dialog>
  );
}
