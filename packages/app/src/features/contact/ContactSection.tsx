import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { ContactForm, type ContactFormErrors, type ContactFormStatus } from '@pariksha/ui';
import { ApiError } from '../../api/ApiError';
import { apiAtom } from '../../api/apiAtom';
import * as page from '../../layout/page.css';
import { translatorAtom } from '../language/atoms';
import { submitContact } from './submitContact';

/** The 'Contact Us' block: name and number, sent to the provider, a mentor calls back. */
export function ContactSection() {
  const t = useAtomValue(translatorAtom);
  const api = useAtomValue(apiAtom);
  const [status, setStatus] = useState<ContactFormStatus>('idle');
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [thanks, setThanks] = useState<string>();

  return (
    // The form names its own region ('Contact Us'); this only places it on the page.
    <div className={page.section}>
      <ContactForm
        status={status}
        errors={errors}
        successMessage={thanks ?? t('contact.thanks')}
        labels={{
          heading: t('contact.heading'),
          intro: t('contact.intro'),
          name: t('contact.name'),
          phone: t('contact.phone'),
          submit: t('contact.submit'),
          submitting: t('contact.submitting'),
          nameRequired: t('contact.nameRequired'),
          phoneInvalid: t('contact.phoneInvalid'),
          failed: t('contact.failed'),
        }}
        onSubmit={async (values) => {
          setStatus('submitting');
          setErrors({});
          try {
            setThanks(await submitContact(api, values));
            setStatus('success');
          } catch (error) {
            // The form keeps what was typed; the server's per-field messages show beside the fields.
            const fields = error instanceof ApiError ? error.fields : undefined;
            setErrors({ name: fields?.name, phone: fields?.phone });
            setStatus('error');
          }
        }}
      />
    </div>
  );
}
