import { atomWithQuery } from 'jotai-tanstack-query';
import { fetchList, type ListRequest } from '../../api/fetchList';
import { api } from '../../api/instance';
import { selectedLanguageAtom } from '../language/atoms';

type ListRule = Pick<ListRequest, 'path' | 'pick' | 'invalidMessage' | 'failedMessage'>;

/**
 * A provider list as a query atom: the spec's shape rule and stored messages, kept 60 s after
 * last use (the store's gcTime), and keyed by the selected language so switching language fetches
 * the list again in that language. Items are typed by the caller from the provider's contract.
 */
export function listAtom<Item>(name: string, rule: ListRule) {
  return atomWithQuery((get) => ({
    queryKey: [name, get(selectedLanguageAtom)] as const,
    queryFn: async ({ signal }) => (await fetchList(api, { ...rule, signal })) as Item[],
  }));
}
