import { queryOptions } from '@tanstack/react-query';
import { endpoint, read } from '../../api/read';
import type { QueryScope } from '../../data/scope';

/** A language the provider has content in: its code (the `lang` parameter) and its own name. */
export interface LanguageOption {
  code: string;
  label: string;
}

/**
 * The languages the provider offers, as options for the language dropdown. Not keyed by the
 * selected language: names are shown in their own script, so switching need not fetch them again.
 */
export const languagesQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: ['languages'] as const,
    queryFn: async ({ signal }): Promise<LanguageOption[]> =>
      (await read(
        scope,
        endpoint('/getAllLanguages', 'languages', 'No language data found', 'Failed to fetch languages'),
        { signal },
      )).map((language) => ({
        code: language.short_name,
        label: language.language,
      })),
  });
