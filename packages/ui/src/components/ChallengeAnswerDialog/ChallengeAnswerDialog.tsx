import { answerChallengeReasonMax, answerChallengeReasonMin } from '@pariksha/contract/values';
import { useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { dayAndTimeFields, formatDateTime } from '../private/formatDateTime';
import { optionNumber } from '../private/questionText.css';
import { TextArea } from '../private/TextArea/TextArea';
import { StatusMessage } from '../StatusMessage/StatusMessage';
import { TextField } from '../TextField/TextField';
import { challengedAnswerLabel, optionLetter } from './answerLabel';
import {
  challengeAnswerProblems,
  challengeNumberPattern,
  draftAnswer,
  type ChallengeAnswerDraft,
  type ChallengeAnswerProblems,
  type ChallengeAnswerType,
  type ChallengedAnswer,
} from './challengeAnswerProblems';
import * as styles from './ChallengeAnswerDialog.css';

export type { ChallengedAnswer } from './challengeAnswerProblems';

export interface ChallengeAnswerDialogLabels {
  heading: string;
  /** What a challenge is and what follows if it is accepted. */
  intro: string;
  /** The key now published: 'The key says: B' ('A and C', '56'). */
  keySays: (answer: string) => string;
  /** When challenges close: 'You can challenge until 1 Dec 2026, 6:30 pm'. */
  until: (date: string) => string;
  /** The answer's legend (the number's label): 'Which answer is right?' */
  answer: string;
  /** Under the legend of a multiple-answer question. */
  multipleHint: string;
  /** Under the number's label. */
  numericHint: string;
  /** An option's name beside it and in the key: 'A', 'B'… */
  optionName: (index: number) => string;
  /** The reason's label. */
  reason: string;
  /** Under the reason: what convinces a reviewer. */
  reasonHint: string;
  /** Send pressed with nothing chosen or typed. */
  answerRequired: string;
  /** The answer chosen is the key's own. */
  sameAsKey: string;
  /** One option chosen for a multiple-answer question. */
  twoOrMore: string;
  /** Typed, but not a number the server takes. */
  notNumber: string;
  reasonTooShort: (min: string) => string;
  reasonTooLong: (max: string) => string;
  /** The reason's counter: '120 of 1,000 characters'. */
  count: (used: string, max: string) => string;
  submit: string;
  submitting: string;
  cancel: string;
  close: string;
  /** Sending failed and the app gave no words of its own (`failure`). */
  failed: string;
}

export const defaultChallengeAnswerDialogLabels: ChallengeAnswerDialogLabels = {
  heading: 'Challenge this answer',
  intro:
    'Tell us which answer you think is right and why. A reviewer checks every challenge; if it is accepted, the key is corrected and every learner’s score is worked out again.',
  keySays: (answer) => `The key says: ${answer}`,
  until: (date) => `You can challenge until ${date}`,
  answer: 'Which answer is right?',
  multipleHint: 'Choose every option you think is right.',
  numericHint: 'Type the number, such as 42 or -12.5.',
  optionName: optionLetter,
  reason: 'Why is it right?',
  reasonHint: 'Quote your source if you can: a textbook page, the official paper.',
  answerRequired: 'Choose the answer you think is right.',
  sameAsKey: 'That is the key’s answer already. Choose the one you think is right.',
  twoOrMore: 'Choose two or more options.',
  notNumber: 'Type a number, such as 42 or -12.5.',
  reasonTooShort: (min) => `Say why in at least ${min} characters.`,
  reasonTooLong: (max) => `Keep the reason under ${max} characters.`,
  count: (used, max) => `${used} of ${max} characters`,
  submit: 'Send challenge',
  submitting: 'Sending…',
  cancel: 'Cancel',
  close: 'Close',
  failed: 'We could not send your challenge. Please try again.',
};

export interface ChallengeAnswerDialogProps {
  open: boolean;
  onClose: () => void;
  /** Resolve once sent (the dialog closes); reject and it stays open with the failure. */
  onSubmit: (challenge: { answer: ChallengedAnswer; reason: string }) => Promise<void>;
  /** The question's kind; its options (already rendered nodes, e.g. RichText), in order A, B, C…; and the key now published. */
  type: ChallengeAnswerType;
  options: readonly ReactNode[];
  keyAnswer: ChallengedAnswer;
  /** The words of the last failure, when the app has them (the server's message); else `labels.failed`. */
  failure?: string;
  /** Where focus goes when the dialog closes, when the button that opened it is gone (the challenge's status). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  labels?: Partial<ChallengeAnswerDialogLabels>;
  /** For the counter, the key's list words and the date: 'en-IN' or 'hi-IN'. */
  locale?: string;
  /** ISO time until which challenges are taken: shown as "You can challenge until 1 Dec 2026, 6:30 pm". */
  until: string;
  /** The date is shown in this zone, so the page the server draws and the browser's agree. */
  timeZone?: string;
}

const emptyDraft: ChallengeAnswerDraft = { chosen: [], typed: '' };

/**
 * "Challenge this answer", on a question of a submitted test: the key now published, the answer
 * the learner holds right (a radio button per option, a checkbox per option for a multiple-answer
 * question, or a number) and why, checked by the server's rules before it is sent. A problem
 * moves focus to its field; a failure keeps everything the learner chose and wrote.
 */
export function ChallengeAnswerDialog({
  open,
  onClose,
  onSubmit,
  type,
  options,
  keyAnswer,
  failure,
  returnFocusRef,
  labels,
  locale = 'en-IN',
  until,
  timeZone = 'Asia/Kolkata',
}: ChallengeAnswerDialogProps) {
  const text: ChallengeAnswerDialogLabels = { ...defaultChallengeAnswerDialogLabels, ...labels };
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ChallengeAnswerDraft>(emptyDraft);
  const [reason, setReason] = useState('');
  // Problems show after the first Send, then follow the fields as they change.
  const [checked, setChecked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const problems: ChallengeAnswerProblems = checked ? challengeAnswerProblems(type, draft, keyAnswer, reason) : {};
  const numbers = new Intl.NumberFormat(locale);
  const answerError = problems.answer ? text[problems.answer] : undefined;
  const reasonError =
    problems.reason === 'reasonTooShort'
      ? text.reasonTooShort(numbers.format(answerChallengeReasonMin))
      : problems.reason === 'reasonTooLong'
        ? text.reasonTooLong(numbers.format(answerChallengeReasonMax))
        : undefined;
  const closes = formatDateTime(until, locale, { ...dayAndTimeFields, timeZone });
  const multiple = type === 'multiple';
  const hintId = `${id}-answer-hint`;
  const errorId = `${id}-answer-error`;

  const reset = () => {
    setDraft(emptyDraft);
    setReason('');
    setChecked(false);
    setFailed(false);
  };

  const close = () => {
    if (submitting) return;
    reset();
    onClose();
  };

  const choose = (index: number, on: boolean) =>
    setDraft((current) => {
      if (!multiple) return { ...current, chosen: [index] };
      const others = current.chosen.filter((chosen) => chosen !== index);
      return { ...current, chosen: on ? [...others, index] : others };
    });

  /** The first field with a problem: the chosen option (else the first), the number, or the reason. */
  const focusProblem = (found: ChallengeAnswerProblems) => {
    const form = formRef.current;
    if (!form) return;
    const field = found.answer
      ? (form.querySelector<HTMLElement>('input[name="answer"]:checked') ?? form.querySelector<HTMLElement>('input[name="answer"]'))
      : form.querySelector<HTMLElement>('textarea[name="reason"]');
    field?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setChecked(true);
    const found = challengeAnswerProblems(type, draft, keyAnswer, reason);
    const answer = draftAnswer(type, draft);
    if (found.answer || found.reason || answer === null) {
      focusProblem(found);
      return;
    }
    setSubmitting(true);
    setFailed(false);
    try {
      await onSubmit({ answer, reason: reason.trim() });
      setSubmitting(false);
      reset();
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
        <div className={styles.facts}>
          <p className={styles.keySays}>{text.keySays(challengedAnswerLabel(keyAnswer, locale, text.optionName))}</p>
          {closes ? (
            <p className={styles.until}>
              <time dateTime={until}>{text.until(closes)}</time>
            </p>
          ) : null}
        </div>
        {type === 'numeric' ? (
          <TextField
            id={`${id}-answer`}
            name="answer"
            label={text.answer}
            hint={text.numericHint}
            required
            value={draft.typed}
            onChange={(typed) => setDraft((current) => ({ ...current, typed }))}
            error={answerError}
            inputMode="decimal"
            pattern={challengeNumberPattern.source}
            autoComplete="off"
            spellCheck={false}
          />
        ) : (
          <fieldset
            className={styles.fieldset}
            aria-describedby={[multiple ? hintId : '', answerError ? errorId : ''].filter(Boolean).join(' ') || undefined}
          >
            <legend className={styles.legend}>{text.answer}</legend>
            {multiple ? (
              <p id={hintId} className={styles.hint}>
                {text.multipleHint}
              </p>
            ) : null}
            {options.map((option, index) => (
              <label key={index} className={styles.option}>
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  className={styles.control}
                  name="answer"
                  value={index}
                  // A checkbox's `required` would ask for every one of them.
                  required={!multiple}
                  checked={draft.chosen.includes(index)}
                  onChange={(event) => choose(index, event.target.checked)}
                />
                {/* The letter is part of the option's name: the key above is said in letters. */}
                <span className={optionNumber}>{text.optionName(index)}</span>{' '}
                <span className={styles.optionText}>{option}</span>
              </label>
            ))}
            <div aria-live="polite">
              {answerError ? (
                <p id={errorId} className={styles.error}>
                  {answerError}
                </p>
              ) : null}
            </div>
          </fieldset>
        )}
        <TextArea
          id={`${id}-reason`}
          name="reason"
          label={text.reason}
          required
          rows={4}
          value={reason}
          hint={text.reasonHint}
          error={reasonError}
          maxLength={answerChallengeReasonMax}
          countLabel={text.count}
          locale={locale}
          onChange={setReason}
        />
        {failed ? <StatusMessage tone="critical">{failure ?? text.failed}</StatusMessage> : null}
      </form>
    </Dialog>
  );
}
