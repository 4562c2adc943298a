import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { QuestionPreview } from '@pariksha/contract/studio-questions';
import { failureMessage } from '../../api/ApiError';
import { apiAtom } from '../../api/apiAtom';
import { translatorAtom } from '../../features/language/atoms';
import { previewQuestion } from '../api/questionsApi';
import { contentFromDraft, type EditorDraft } from './editorDraft';

/** How long the editor waits after the last keystroke before asking for a preview. */
export const previewDelayMs = 600;

export interface PreviewState {
  preview: QuestionPreview | null;
  /** True while an answer for the latest words is awaited (the last preview stays on screen). */
  busy: boolean;
  error: string | null;
}

/** The server's drawing of the draft (maths, tables, figures), asked for once typing pauses. */
export function usePreview(draft: EditorDraft): PreviewState {
  const api = useAtomValue(apiAtom);
  const t = useAtomValue(translatorAtom);
  const [state, setState] = useState<PreviewState>({ preview: null, busy: true, error: null });
  const content = JSON.stringify(contentFromDraft(draft));

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ ...current, busy: true }));
    const timer = setTimeout(() => {
      previewQuestion(api, JSON.parse(content) as ReturnType<typeof contentFromDraft>, controller.signal).then(
        (answer) => setState({ preview: answer.data, busy: false, error: null }),
        (error: unknown) => {
          if (!controller.signal.aborted) setState((current) => ({ ...current, busy: false, error: failureMessage(t, error) }));
        },
      );
    }, previewDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, t, content]);

  return state;
}
