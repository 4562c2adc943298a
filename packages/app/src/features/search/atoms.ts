import { atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import type { Course, Exam } from '@pariksha/server/contract';
import { fetchList } from '../../api/fetchList';
import { api } from '../../api/instance';
import { listRules } from '../../api/listRules';
import { selectedLanguageAtom } from '../language/atoms';

/** Searches start at two characters: one letter matches nearly everything. */
export const minimumSearchLength = 2;

/** The header search's term, after the box's debounce. */
export const searchTermAtom = atom('');

export interface SearchResults {
  exams: Exam[];
  courses: Course[];
}

/**
 * Exams and courses whose name, title or description matches, in any language the provider
 * has (a learner reading English may type Hindi). Both lists are asked for at once.
 */
export const searchResultsAtom = atomWithQuery((get) => {
  const term = get(searchTermAtom).trim();
  return {
    queryKey: ['search', term, get(selectedLanguageAtom)] as const,
    enabled: term.length >= minimumSearchLength,
    queryFn: async ({ signal }): Promise<SearchResults> => {
      const params = { search: term };
      // The results list says when a search fails; a toast per keystroke would bury the page.
      const [exams, courses] = await Promise.all([
        fetchList(api, { ...listRules.exams, params, signal, skipToast: true }),
        fetchList(api, { ...listRules.courses, params, signal, skipToast: true }),
      ]);
      return { exams: exams as Exam[], courses: courses as Course[] };
    },
  };
});
