import { questionStates, studioDifficulties, type QuestionState } from '@pariksha/contract/responses/studio-questions';

type Difficulty = (typeof studioDifficulties)[number];

/** The list's search and filters, kept in the address so a filtered list can be shared and reloaded. */
export interface QuestionListFilter {
  search: string;
  exam: string;
  topic: string;
  difficulty: Difficulty | '';
  state: QuestionState | '';
  hindiMissing: boolean;
  page: number;
}

export const emptyFilter: QuestionListFilter = { search: '', exam: '', topic: '', difficulty: '', state: '', hindiMissing: false, page: 1 };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' => (values as readonly string[]).includes(value ?? '') ? (value as T) : '';

export function filterFrom(params: URLSearchParams): QuestionListFilter {
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim(),
    exam: (params.get('exam') ?? '').trim(),
    topic: (params.get('topic') ?? '').trim(),
    difficulty: oneOf(studioDifficulties, params.get('difficulty')),
    state: oneOf(questionStates, params.get('state')),
    hindiMissing: params.get('hindi_missing') === '1',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function filterSearch(filter: QuestionListFilter): string {
  const params = new URLSearchParams();
  if (filter.search) params.set('search', filter.search);
  if (filter.exam) params.set('exam', filter.exam);
  if (filter.topic) params.set('topic', filter.topic);
  if (filter.difficulty) params.set('difficulty', filter.difficulty);
  if (filter.state) params.set('state', filter.state);
  if (filter.hindiMissing) params.set('hindi_missing', '1');
  if (filter.page > 1) params.set('page', String(filter.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
