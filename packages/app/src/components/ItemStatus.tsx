import { ApiError } from '../api/ApiError';
import { NotFound } from '../routes/NotFoundPage';
import { QueryStatus, type QueryStatusProps } from './PageStates';

/**
 * A detail page's states: loading, not found (the site's not-found page, unless the screen gives
 * its own way back), an error with Try again when it may pass, or the item.
 */
export function ItemStatus<Item>(props: QueryStatusProps<Item>) {
  const { query, wayBack } = props;
  if (query.data === undefined && wayBack === undefined && query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
  return <QueryStatus {...props} />;
}
