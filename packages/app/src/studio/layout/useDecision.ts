import { useAtomValue, useStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useState } from 'react';
import { failureMessage } from '../../api/ApiError';
import { scopeOf } from '../../data/scope';
import { translatorAtom } from '../../features/language/atoms';
import { showToast } from '../../features/toasts/notify';
import { studioQuestionsKey } from '../api/questionsApi';

export type Decision = 'accepted' | 'rejected';

/**
 * A reviewer's decision on a learner's request (a report, a challenge): the note the learner reads
 * (required), the call, its toast, the studio's question lists refreshed, and a failure kept beside
 * the buttons. `send` makes the call; `noteRequired` is the words when the note is empty.
 */
export function useDecision(send: (decision: Decision, note: string) => Promise<{ msg?: string | undefined }>, noteRequired: string, decided: string) {
  const tApp = useAtomValue(translatorAtom);
  const queryClient = useAtomValue(queryClientAtom);
  const store = useStore();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState<Decision | null>(null);

  const decide = async (decision: Decision) => {
    if (note.trim() === '') {
      setNoteError(noteRequired);
      return;
    }
    setNoteError(undefined);
    setAlert(null);
    setBusy(decision);
    try {
      const answer = await send(decision, note.trim());
      showToast(store, 'success', answer.msg ?? decided);
      await queryClient.invalidateQueries({ queryKey: studioQuestionsKey(scopeOf(store)) });
    } catch (error) {
      setAlert(failureMessage(tApp, error));
    } finally {
      setBusy(null);
    }
  };

  return { note, setNote, noteError, alert, busy, decide };
}
