import { atomWithQuery } from 'jotai-tanstack-query';
import type { Exam } from '@pariksha/server/contract';
import { fetchList } from '../../api/fetchList';
import { api } from '../../api/instance';
import { categoryExamsRule } from '../../api/listRules';
import { selectedLanguageAtom } from '../language/atoms';

/** One category's exams with the spec's own failure message ('Failed to fetch category exams'). */
export function categoryExamsAtom(categoryId: string | number) {
  return atomWithQuery((get) => ({
    queryKey: ['exams', String(categoryId), get(selectedLanguageAtom)] as const,
    queryFn: async ({ signal }) => (await fetchList(api, { ...categoryExamsRule(categoryId), signal })) as Exam[],
  }));
}
