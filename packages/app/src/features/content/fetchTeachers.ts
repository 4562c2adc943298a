import type { AxiosInstance } from 'axios';
import type { Teacher } from '@pariksha/server/contract';
import { fetchBody, field } from '../../api/fetchList';
import { listRules } from '../../api/listRules';

export interface Teachers {
  teachers: Teacher[];
  /** The provider's line about its mentors; empty when it sends none. */
  message: string;
}

/** GET /getAllTeachers with the spec's shape rule (data.data.data or data.data) and its message. */
export async function fetchTeachers(api: AxiosInstance, signal?: AbortSignal): Promise<Teachers> {
  const rule = listRules.teachers;
  const body = await fetchBody(api, { ...rule, signal });
  const teachers = rule.pick(body);
  if (!teachers) throw new Error(rule.invalidMessage);
  const message = field(field(body, 'data'), 'message');
  return { teachers: teachers as Teacher[], message: typeof message === 'string' ? message : '' };
}
