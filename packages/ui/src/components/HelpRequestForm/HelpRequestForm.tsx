import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  fieldMessage,
  helpMessageMaxLength,
  helpRequestProblems,
  type FieldMessageKey,
  type HelpRequestFields,
} from '@pariksha/contract/values';
import { Button } from '../Button/Button';
import { TextArea } from '../private/TextArea/TextArea';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { StatusMessage } from '../StatusMessage/StatusMessage';
import { TextField } from '../TextField/TextField';
import * as styles from './HelpRequestForm.css';

export type HelpRequestFormValues = HelpRequestFields;
export type HelpRequestFormField = keyof HelpRequestFormValues;
/** Messages beside the fields, already worded (the server's `fieldErrors`). */
export type HelpRequestFormErrors = Partial<Record<HelpRequestFormField, string>>;

/** `submitting` while the page sends; `error` when it failed for a reason no field explains. */
export const helpRequestFormStatuses = ['idle', 'submitting', 'error'] as const;
export type HelpRequestFormStatus = (typeof helpRequestFormStatuses)[number];

/** The request the server took, for the confirmation. */
export interface HelpRequestSent {
  /** 'PRK-H-000042'. */
  reference: string;
  email: string;
}

export interface HelpRequestFormLabels {
  heading: string;
  intro: string;
  name: string;
  email: string;
  message: string;
  /** The message's count: '120 / 2,000'. */
  count: (used: string, max: string) => string;
  submit: string;
  submitting: string;
  /** Shown when `status` is 'error' and no field has its own message. */
  failed: string;
  /** The confirmation's heading. */
  sentHeading: string;
  sent: (reference: string, email: string) => string;
  sendAnother: string;
}

export const defaultHelpRequestFormLabels: HelpRequestFormLabels = {
  heading: 'Welcome! How can we Help?',
  intro: 'Fill this form and our team will contact you',
  name: 'Name',
  email: 'Email Address',
  message: 'Message',
  count: (used, max) => `${used} / ${max}`,
  submit: 'Submit',
  submitting: 'Sending…',
  failed: 'We could not send your request. Your message is still here: please try again.',
  sentHeading: 'Thank you!',
  sent: (reference, email) => `Request ${reference} sent. We will reply to ${email} within 2 working days.`,
  sendAnother: 'Send another request',
};

export interface HelpRequestFormProps {
  /** Called with checked, trimmed values only; the page sets `status` while it sends them. */
  onSubmit: (values: HelpRequestFormValues) => void | Promise<void>;
  status?: HelpRequestFormStatus;
  /** The server's messages beside their fields. */
  errors?: HelpRequestFormErrors;
  /** The request the server took: the form gives way to its confirmation. */
  sent?: HelpRequestSent | null;
  /** 'Send another request': the page clears `sent`; the form keeps the name and e-mail. */
  onSendAnother?: () => void;
  /** The learner's name and e-mail from their profile. */
  defaultValues?: Partial<HelpRequestFormValues>;
  labels?: Partial<HelpRequestFormLabels>;
  /** The checks' words: English by default (`fieldMessage(key, 'en')`); the page passes its language's. */
  fieldMessages?: Partial<Record<FieldMessageKey, string>>;
  /** Formats the count: 'en-IN' → 2,000. */
  locale?: string;
  /** 1 when the form is the page's main content (Help and Support); 2 below a page's own title. */
  headingLevel?: HeadingLevel;
}

const fields: readonly HelpRequestFormField[] = ['name', 'email', 'message'];

/**
 * Help and Support's form: Name, Email Address and Message, checked by the server's own rules as
 * the learner leaves each field and again on Submit. What they typed stays through every failure;
 * once sent, a confirmation with the request's reference takes the form's place.
 */
export function HelpRequestForm({
  onSubmit,
  status = 'idle',
  errors,
  sent = null,
  onSendAnother,
  defaultValues,
  labels,
  fieldMessages,
  locale = 'en-IN',
  headingLevel = 2,
}: HelpRequestFormProps) {
  const text = { ...defaultHelpRequestFormLabels, ...labels };
  const id = useId();
  const [values, setValues] = useState<HelpRequestFormValues>({
    name: defaultValues?.name ?? '',
    email: defaultValues?.email ?? '',
    message: defaultValues?.message ?? '',
  });
  // The profile may arrive after the form is drawn: it fills the fields still empty, never
  // overwriting what the learner typed.
  const [lastDefaults, setLastDefaults] = useState(defaultValues);
  if (defaultValues !== lastDefaults) {
    setLastDefaults(defaultValues);
    setValues((current) => ({
      name: current.name || (defaultValues?.name ?? ''),
      email: current.email || (defaultValues?.email ?? ''),
      message: current.message || (defaultValues?.message ?? ''),
    }));
  }
  const [problems, setProblems] = useState<Partial<Record<HelpRequestFormField, FieldMessageKey>>>({});
  // The server's message for a field holds until the learner changes that field.
  const [changedSinceServer, setChangedSinceServer] = useState<ReadonlySet<HelpRequestFormField>>(new Set());
  const [lastErrors, setLastErrors] = useState(errors);
  if (errors !== lastErrors) {
    setLastErrors(errors);
    setChangedSinceServer(new Set());
  }
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const focus = (field: HelpRequestFormField) =>
    (field === 'name' ? nameRef : field === 'email' ? emailRef : messageRef).current?.focus();
  const submitting = status === 'submitting';

  // The button that had focus goes when the confirmation comes, and back again: focus follows,
  // to the confirmation, then to the message to write next.
  const sentRef = useRef<HTMLDivElement>(null);
  const wasSent = useRef(sent !== null);
  useEffect(() => {
    const isSent = sent !== null;
    if (isSent && !wasSent.current) sentRef.current?.focus();
    if (!isSent && wasSent.current) messageRef.current?.focus();
    wasSent.current = isSent;
  }, [sent]);

  const words = (key: FieldMessageKey) => fieldMessages?.[key] ?? fieldMessage(key, 'en');
  const errorOf = (field: HelpRequestFormField): string | undefined => {
    const problem = problems[field];
    if (problem) return words(problem);
    return changedSinceServer.has(field) ? undefined : errors?.[field];
  };
  const showFailure = status === 'error' && !fields.some((field) => errors?.[field]);

  const check = (field: HelpRequestFormField, next: HelpRequestFormValues) => {
    const problem = helpRequestProblems(next)[field];
    setProblems(({ [field]: _old, ...rest }) => (problem ? { ...rest, [field]: problem } : rest));
  };

  const change = (field: HelpRequestFormField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setChangedSinceServer((changed) => new Set(changed).add(field));
    // A field already marked wrong is checked again as it is corrected; others wait for blur.
    if (problems[field]) check(field, next);
  };

  const blur = (field: HelpRequestFormField) => {
    // Leaving an empty field untouched is not yet a mistake; Submit says so.
    if (values[field].trim() !== '') check(field, values);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = helpRequestProblems(values);
    setProblems(found);
    const first = fields.find((field) => found[field]);
    if (first) {
      focus(first);
      return;
    }
    void onSubmit({ name: values.name.trim(), email: values.email.trim(), message: values.message.trim() });
  };

  const sendAnother = () => {
    setValues((current) => ({ ...current, message: '' }));
    setProblems({});
    onSendAnother?.();
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.root}>
      <Heading level={headingLevel} size="xlarge" id={`${id}-heading`}>
        {text.heading}
      </Heading>
      <p className={styles.intro}>{text.intro}</p>
      {sent ? (
        <div className={styles.sent}>
          <div role="status" ref={sentRef} tabIndex={-1} className={styles.sentMessage}>
            <p className={styles.sentHeading}>{text.sentHeading}</p>
            <p className={styles.sentText}>{text.sent(sent.reference, sent.email)}</p>
          </div>
          <div>
            <Button variant="outline" onClick={sendAnother}>
              {text.sendAnother}
            </Button>
          </div>
        </div>
      ) : (
        <form className={styles.form} noValidate onSubmit={handleSubmit} aria-labelledby={`${id}-heading`}>
          <TextField
            ref={nameRef}
            label={text.name}
            name="name"
            autoComplete="name"
            required
            value={values.name}
            onChange={(value) => change('name', value)}
            onBlur={() => blur('name')}
            error={errorOf('name')}
          />
          <TextField
            ref={emailRef}
            label={text.email}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={values.email}
            onChange={(value) => change('email', value)}
            onBlur={() => blur('email')}
            error={errorOf('email')}
          />
          <div className={styles.wide}>
            <TextArea
              ref={messageRef}
              label={text.message}
              name="message"
              required
              rows={6}
              value={values.message}
              onChange={(value) => change('message', value)}
              onBlur={() => blur('message')}
              error={errorOf('message')}
              maxLength={helpMessageMaxLength}
              countLabel={text.count}
              locale={locale}
            />
          </div>
          <div className={styles.wide}>
            <Button type="submit" size="large" loading={submitting}>
              {submitting ? text.submitting : text.submit}
            </Button>
          </div>
          {showFailure ? (
            <div className={styles.wide}>
              <StatusMessage tone="critical">{text.failed}</StatusMessage>
            </div>
          ) : null}
        </form>
      )}
    </section>
  );
}
