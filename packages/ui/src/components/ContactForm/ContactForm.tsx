import { useId, useRef, useState, type FormEvent } from 'react';
import {
  contactNameTooLongMessage,
  nameMaxLength,
  nameRequiredMessage,
  normaliseIndianMobile,
  phoneMessage,
} from '@pariksha/contract/values';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import * as styles from './ContactForm.css';

export const contactFormStatuses = ['idle', 'submitting', 'success', 'error'] as const;
export type ContactFormStatus = (typeof contactFormStatuses)[number];

export interface ContactFormValues {
  name: string;
  /** Ten digits, without the +91 prefix, spaces or a leading 0. */
  phone: string;
}

export type ContactFormErrors = Partial<Record<keyof ContactFormValues, string>>;

export interface ContactFormLabels {
  heading: string;
  intro: string;
  name: string;
  phone: string;
  submit: string;
  submitting: string;
  nameRequired: string;
  /** A name longer than the server keeps. */
  nameTooLong: string;
  phoneInvalid: string;
  /** Shown when `status` is 'error' and no field has its own message. */
  failed: string;
}

export const defaultContactFormLabels: ContactFormLabels = {
  heading: 'Contact Us',
  intro: 'Leave your number and a mentor will call you back.',
  name: 'Name',
  phone: 'Phone Number',
  submit: 'SUBMIT',
  submitting: 'Sending...',
  // The server's own messages: the browser refuses what the server would, in the same words.
  nameRequired: nameRequiredMessage,
  nameTooLong: contactNameTooLongMessage,
  phoneInvalid: phoneMessage,
  failed: 'We could not send your number. Please try again.',
};

/** 'Contact Us' is a section of a page: the level below the page's title, or the one below that. */
export type ContactFormHeadingLevel = 2 | 3;

export interface ContactFormProps {
  /** Called with checked values only; the page sets `status` while it sends them. */
  onSubmit: (values: ContactFormValues) => void | Promise<void>;
  status?: ContactFormStatus;
  /** Messages from the server, shown beside their fields. */
  errors?: ContactFormErrors;
  successMessage?: string;
  labels?: Partial<ContactFormLabels>;
  /** The heading level of 'Contact Us', to fit the page's outline. */
  headingLevel?: ContactFormHeadingLevel;
}

/**
 * The number as the server stores it: '+91 98765-43210' → '9876543210'. Input that is not an
 * Indian mobile number comes back trimmed, for `validateContactForm` to refuse.
 * The rule is the contract's (`normaliseIndianMobile`), so the browser and the server agree.
 */
export function normalisePhone(input: string): string {
  return normaliseIndianMobile(input) ?? input.trim();
}

/** The contract's rules for the form's fields, in `labels`' words (the server's by default). */
export function validateContactForm(values: ContactFormValues, labels?: Partial<ContactFormLabels>): ContactFormErrors {
  const text = { ...defaultContactFormLabels, ...labels };
  const errors: ContactFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = text.nameRequired;
  else if (name.length > nameMaxLength) errors.name = text.nameTooLong;
  if (normaliseIndianMobile(values.phone) === null) errors.phone = text.phoneInvalid;
  return errors;
}

/**
 * The home page's 'Contact Us' block. It keeps what the learner typed through every status,
 * so a failed request never costs them their input.
 */
export function ContactForm({
  onSubmit,
  status = 'idle',
  errors,
  successMessage = 'Thank you! A mentor will call you within one working day.',
  labels,
  headingLevel = 2,
}: ContactFormProps) {
  const text = { ...defaultContactFormLabels, ...labels };
  const id = useId();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [clientErrors, setClientErrors] = useState<ContactFormErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);

  const submitting = status === 'submitting';
  const nameError = clientErrors.name ?? errors?.name;
  const phoneError = clientErrors.phone ?? errors?.phone;
  const showFailure = status === 'error' && !errors?.name && !errors?.phone;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateContactForm({ name, phone }, text);
    setClientErrors(found);
    if (found.name) {
      nameRef.current?.focus();
      return;
    }
    if (found.phone) {
      phoneRef.current?.focus();
      return;
    }
    void onSubmit({ name: name.trim(), phone: normalisePhone(phone) });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.root}>
      <Heading level={headingLevel} size="xlarge" id={`${id}-heading`}>
        {text.heading}
      </Heading>
      <p className={styles.intro}>{text.intro}</p>
      <form className={styles.form} noValidate onSubmit={handleSubmit} aria-labelledby={`${id}-heading`}>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`} className={styles.label}>
            {text.name}
          </label>
          <input
            ref={nameRef}
            id={`${id}-name`}
            className={styles.input}
            type="text"
            name="name"
            autoComplete="name"
            required
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setClientErrors(({ name: _cleared, ...rest }) => rest);
            }}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
          />
          {nameError ? (
            <p id={`${id}-name-error`} className={styles.error}>
              {nameError}
            </p>
          ) : null}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-phone`} className={styles.label}>
            {text.phone}
          </label>
          <div className={`${styles.phoneBox} ${phoneError ? styles.invalid : ''}`}>
            {/* Visible, and part of the field's description, but never typed or submitted. */}
            <span id={`${id}-prefix`} className={styles.prefix}>
              +91
            </span>
            <input
              ref={phoneRef}
              id={`${id}-phone`}
              className={styles.phoneInput}
              type="tel"
              inputMode="numeric"
              name="phone"
              autoComplete="tel-national"
              required
              value={phone}
              onChange={(event) => {
                setPhone(event.target.value);
                setClientErrors(({ phone: _cleared, ...rest }) => rest);
              }}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={phoneError ? `${id}-prefix ${id}-phone-error` : `${id}-prefix`}
            />
          </div>
          {phoneError ? (
            <p id={`${id}-phone-error`} className={styles.error}>
              {phoneError}
            </p>
          ) : null}
        </div>
        <div className={styles.action}>
          <Button type="submit" size="large" width="full" loading={submitting}>
            {submitting ? text.submitting : text.submit}
          </Button>
        </div>
      </form>
      {/* Always in the page, so screen readers announce what appears in them. */}
      <div role="status">{status === 'success' ? <p className={styles.success}>{successMessage}</p> : null}</div>
      <div role="alert">{showFailure ? <p className={styles.failure}>{text.failed}</p> : null}</div>
    </section>
  );
}
