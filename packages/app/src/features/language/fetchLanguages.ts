import type { AxiosInstance } from 'axios';
import type { Language } from '@pariksha/server/contract';
import { fetchList } from '../../api/fetchList';
import { listRules } from '../../api/listRules';

/** A language the provider has content in: its code (the `lang` parameter) and its own name. */
export interface LanguageOption {
  code: string;
  label: string;
}

/** GET /getAllLanguages, as options for the language dropdown. */
export async function fetchLanguages(api: AxiosInstance, signal?: AbortSignal): Promise<LanguageOption[]> {
  const languages = (await fetchList(api, { ...listRules.languages, signal })) as Language[];
  return languages.map((language) => ({ code: language.short_name, label: language.language }));
}
