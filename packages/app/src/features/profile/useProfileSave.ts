import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { fieldMessage, personalDetailsProblems, type PersonalDetails } from '@pariksha/contract/values';
import { ApiError, failureMessage } from '../../api/ApiError';
import { apiAtom } from '../../api/apiAtom';
import type { Learner } from '../auth/learner';
import { updateProfile } from '../auth/updateProfile';
import { selectedLanguageAtom, translatorAtom } from '../language/atoms';

const typedFields = ['first_name', 'last_name', 'phone', 'dob', 'post_code'] as const;

/** The typed personal fields of a change, as text, ready for the browser's own check. */
function typedDetails(changes: Record<string, unknown>): Partial<PersonalDetails> {
  const personal = changes.personal;
  if (typeof personal !== 'object' || personal === null) return {};
  const details: Partial<PersonalDetails> = {};
  for (const field of typedFields) {
    const value: unknown = Reflect.get(personal, field);
    if (typeof value === 'string') details[field] = value;
  }
  return details;
}

/**
 * Sends a profile change and keeps what the page shows about it: saving, the provider's
 * per-field messages (keys such as `personal.dob` or `academic.0.passing_year`) and any other
 * failure. What the learner typed is never cleared by a failure. The typed personal fields are
 * checked first with the provider's own rules and words (contract/field-checks.ts), in the
 * reader's language, so a 5-digit phone is answered before anything is sent.
 */
export function useProfileSave(onSaved: (user: Learner) => void) {
  const api = useAtomValue(apiAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const t = useAtomValue(translatorAtom);
  const [saving, setSaving] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const save = async (changes: Record<string, unknown>) => {
    setError(null);
    const problems = Object.entries(personalDetailsProblems(typedDetails(changes)));
    if (problems.length > 0) {
      setFields(Object.fromEntries(problems.map(([field, key]) => [`personal.${field}`, fieldMessage(key, language)])));
      return;
    }
    setSaving(true);
    setFields({});
    try {
      onSaved(await updateProfile(api, changes));
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields) setFields(failure.fields);
      else setError(failureMessage(t, failure) ?? String(failure));
    } finally {
      setSaving(false);
    }
  };

  return { save, saving, fields, error };
}
