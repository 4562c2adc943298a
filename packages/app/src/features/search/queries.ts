import { queryOptions } from '@tanstack/react-query';
import type { Course, Exam } from '@pariksha/contract/responses';
import { read } from '../../api/read';
import type { QueryScope } from '../../data/scope';
import { coursesEndpoint, examsEndpoint } from '../content/queries';

export interface SearchResults {
  exams: Exam[];
  courses: Course[];
}

/**
 * Exams and courses whose name, title or description matches, in any language the provider
 * has (a learner reading English may type Hindi). Both lists are asked for at once.
 */
export const searchQuery = (term: string) => (scope: QueryScope) =>
  queryOptions({
    queryKey: ['search', term, scope.language] as const,
    queryFn: async ({ signal }): Promise<SearchResults> => {
      const params = { search: term };
      // The results list says when a search fails; a toast per keystroke would bury the page.
      const [exams, courses] = await Promise.all([
        read(scope, examsEndpoint, { params, signal, skipToast: true }),
        read(scope, coursesEndpoint, { params, signal, skipToast: true }),
      ]);
      return { exams, courses };
    },
  });
