import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { apiAtom } from '../../api/apiAtom';
import type { Learner } from '../auth/learner';
import { updateProfile } from '../auth/updateProfile';

/**
 * Sends a profile change and keeps what the page shows about it: saving, the provider's
 * per-field messages (keys such as `personal.dob` or `academic.0.passing_year`) and any other
 * failure. What the learner typed is never cleared by a failure.
 */
export function useProfileSave(onSaved: (user: Learner) => void) {
  const api = useAtomValue(apiAtom);
  const [saving, setSaving] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const save = async (changes: Record<string, unknown>) => {
    setSaving(true);
    setFields({});
    setError(null);
    try {
      onSaved(await updateProfile(api, changes));
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields) setFields(failure.fields);
      else setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  return { save, saving, fields, error };
}
