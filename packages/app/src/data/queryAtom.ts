import type { DefaultError, QueryKey } from '@tanstack/query-core';
import type { UseQueryOptions } from '@tanstack/react-query';
import { atomWithQuery } from 'jotai-tanstack-query';
import { scopeAtom, type QueryScope } from './scope';

/**
 * A `queryOptions` factory: the one place that names a query's key (with the language it is in)
 * and how it is fetched and checked. Route loaders and atoms both call it.
 */
export type QueryFactory<Data, Key extends QueryKey = QueryKey> = (
  scope: QueryScope,
) => UseQueryOptions<Data, DefaultError, Data, Key>;

/**
 * A page's view of a query: loading, error and data for the store's reader, in their language.
 * The route's loader asked for the same factory's query, so on arrival the data is usually here.
 */
export function queryAtom<Data, Key extends QueryKey>(factory: QueryFactory<Data, Key>) {
  return atomWithQuery((get) => factory(get(scopeAtom)));
}
