import type { AxiosInstance } from 'axios';
import { endpoint, send, type ResponseData } from '../../api/read';

/**
 * POST /startTrial: the signed-in learner's 7-day trial of a plan (BASIC names the one exam it
 * unlocks). The api client shows the provider's answer as a toast, the thank-you or why not
 * ('You have already used your free trial of GOLD.').
 */
export function startTrial(api: AxiosInstance, planId: number, examSlug?: string | null): Promise<ResponseData['trial']> {
  return send(
    api,
    'post',
    endpoint('/startTrial', 'trial', 'Invalid response from server', 'The trial could not be started'),
    examSlug ? { plan_id: planId, exam_slug: examSlug } : { plan_id: planId },
  );
}

/** The plan a visitor chose before signing up, carried in the address as `?plan=<id>`. */
export function planIdFrom(search: URLSearchParams): number | null {
  const id = Number(search.get('plan'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
