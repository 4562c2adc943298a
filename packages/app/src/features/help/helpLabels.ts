import { fieldMessage, type FieldMessageKey } from '@pariksha/contract/values';
import type { HelpRequestFormLabels, HelpRequestListLabels } from '@pariksha/ui';
import type { Translator } from '../../i18n/translate';

// Help and Support's words in the reader's language.

export function helpFormLabels(t: Translator): HelpRequestFormLabels {
  return {
    heading: t('help.heading'),
    intro: t('help.intro'),
    name: t('help.name'),
    email: t('help.email'),
    message: t('help.message'),
    count: (used, max) => t('help.count', { used, max }),
    submit: t('help.submit'),
    submitting: t('help.submitting'),
    failed: t('help.failed'),
    sentHeading: t('help.sentHeading'),
    sent: (reference, email) => t('help.sent', { reference, email }),
    sendAnother: t('help.sendAnother'),
  };
}

export function helpListLabels(t: Translator): HelpRequestListLabels {
  return {
    heading: t('help.listHeading'),
    statuses: { open: t('help.open'), in_progress: t('help.inProgress'), resolved: t('help.resolved') },
    status: t('help.status'),
    sentOn: (date) => t('help.sentOn', { date }),
    empty: t('help.empty'),
    loading: t('help.loading'),
    error: (message) => t('help.error', { message }),
    retry: t('help.retry'),
  };
}

const helpFieldProblems: readonly FieldMessageKey[] = [
  'nameRequired',
  'nameTooLong',
  'nameCharacters',
  'emailRequired',
  'email',
  'messageRequired',
  'messageTooShort',
  'messageTooLong',
];

/** The form checks' words: the server's own sentences, in the reader's language. */
export function helpFieldMessages(language: string): Partial<Record<FieldMessageKey, string>> {
  return Object.fromEntries(helpFieldProblems.map((key) => [key, fieldMessage(key, language)]));
}
