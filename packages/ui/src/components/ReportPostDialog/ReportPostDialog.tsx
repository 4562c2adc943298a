import { forumReportReasons, type ForumReportReason } from '@pariksha/contract/values';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { StatusMessage } from '../StatusMessage/StatusMessage';
import * as styles from './ReportPostDialog.css';

export interface ReportPostDialogLabels {
  heading: string;
  intro: string;
  reason: string;
  reasons: Record<ForumReportReason, string>;
  /** Submit pressed before a reason was chosen. */
  reasonRequired: string;
  submit: string;
  submitting: string;
  cancel: string;
  close: string;
  failed: string;
}

export const defaultReportPostDialogLabels: ReportPostDialogLabels = {
  heading: 'Report this post',
  intro: 'Tell us what is wrong. Our team reviews every report; a post reported by several learners is hidden until then.',
  reason: 'Why are you reporting it?',
  reasons: { spam: 'Spam', abusive: 'Abusive or hateful', off_topic: 'Off-topic', other: 'Something else' },
  reasonRequired: 'Choose a reason.',
  submit: 'Report',
  submitting: 'Reporting…',
  cancel: 'Cancel',
  close: 'Close',
  failed: 'We could not send your report. Please try again.',
};

export interface ReportPostDialogProps {
  open: boolean;
  onClose: () => void;
  /** Resolve once reported (the dialog closes); reject and it stays open with the failure. */
  onSubmit: (reason: ForumReportReason) => Promise<void>;
  labels?: Partial<ReportPostDialogLabels>;
}

/** Asks why a post is being reported: the contract's reasons as radio buttons, then Report. */
export function ReportPostDialog({ open, onClose, onSubmit, labels }: ReportPostDialogProps) {
  const text = { ...defaultReportPostDialogLabels, ...labels };
  const id = useId();
  const [reason, setReason] = useState<ForumReportReason | null>(null);
  const [missing, setMissing] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);

  const close = () => {
    if (submitting) return;
    setReason(null);
    setMissing(false);
    setFailed(false);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (reason === null) {
      setMissing(true);
      return;
    }
    setSubmitting(true);
    setFailed(false);
    try {
      await onSubmit(reason);
      setSubmitting(false);
      setReason(null);
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
      labels={{ close: text.close }}
      actions={
        <>
          <Button variant="outline" tone="neutral" disabled={submitting} onClick={close}>
            {text.cancel}
          </Button>
          <Button type="submit" form={`${id}-form`} tone="critical" loading={submitting}>
            {submitting ? text.submitting : text.submit}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={(event) => void submit(event)}>
        <fieldset
          className={styles.fieldset}
          aria-describedby={missing ? `${id}-missing` : undefined}
        >
          <legend className={styles.legend}>{text.reason}</legend>
          {forumReportReasons.map((value) => (
            <label key={value} className={styles.option}>
              <input
                type="radio"
                className={styles.radio}
                name="reason"
                value={value}
                required
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setMissing(false);
                }}
              />
              <span>{text.reasons[value]}</span>
            </label>
          ))}
        </fieldset>
        <div aria-live="polite">
          {missing ? (
            <p id={`${id}-missing`} className={styles.error}>
              {text.reasonRequired}
            </p>
          ) : null}
        </div>
        {failed ? <StatusMessage tone="critical">{text.failed}</StatusMessage> : null}
      </form>
    </Dialog>
  );
}
