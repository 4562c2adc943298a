import { atomWithQuery } from 'jotai-tanstack-query';
import { api } from '../../api/instance';
import { selectedLanguageAtom } from '../language/atoms';
import { fetchSubscriptionPlans } from './fetchSubscriptionPlans';

/**
 * The plans list: loading, error and data from TanStack Query, kept 60 s after last use
 * (the store's gcTime). Keyed by language so a language change fetches the list in that language.
 */
export const subscriptionPlansAtom = atomWithQuery((get) => ({
  queryKey: ['subscriptions', get(selectedLanguageAtom)] as const,
  queryFn: ({ signal }) => fetchSubscriptionPlans(api, signal),
}));
