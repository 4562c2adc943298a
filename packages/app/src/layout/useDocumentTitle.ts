import { useAtomValue } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { scopeAtom } from '../data/scope';
import { selectedLanguageAtom, translatorAtom } from '../features/language/atoms';
import { cacheReader, documentTitle } from '../routes/pageTitle';

/**
 * Keeps the browser tab's title on the page shown, in the reader's language: on every move
 * between pages, on a change of language, and when a page's data arrives (an exam's title).
 */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const { search } = useLocation();
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const scope = useAtomValue(scopeAtom);
  const queryClient = useAtomValue(queryClientAtom);

  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  const read = useCallback(
    () =>
      documentTitle(matches, {
        t,
        language,
        search: new URLSearchParams(search),
        cached: cacheReader(queryClient, scope),
      }),
    [matches, t, language, search, queryClient, scope],
  );
  // A string: the page re-renders only when the title itself changes.
  const title = useSyncExternalStore(subscribe, read, read);

  useEffect(() => {
    document.title = title;
  }, [title]);
}
