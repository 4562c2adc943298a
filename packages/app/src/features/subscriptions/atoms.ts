import { queryAtom } from '../../data/queryAtom';
import { subscriptionPlansQuery } from './queries';

/** The plans list in the selected language, kept 60 s after last use (the store's gcTime). */
export const subscriptionPlansAtom = queryAtom(subscriptionPlansQuery);
