import { atomWithQuery } from 'jotai-tanstack-query';
import { fetchBody, field } from '../../api/fetchList';
import { api } from '../../api/instance';
import { selectedLanguageAtom } from '../language/atoms';

/** One item's page (a course, a test series, a book): its own request, keyed by address and language. */
export function itemAtom<Item>(name: string, path: string, failedMessage: string) {
  return atomWithQuery((get) => ({
    queryKey: [name, path, get(selectedLanguageAtom)] as const,
    queryFn: async ({ signal }) => {
      // The page says what went wrong (including 'not found'); no toast on top of it.
      const data = field(await fetchBody(api, { path, signal, skipToast: true, failedMessage }), 'data');
      if (typeof data !== 'object' || data === null) throw new Error(failedMessage);
      return data as Item;
    },
  }));
}
