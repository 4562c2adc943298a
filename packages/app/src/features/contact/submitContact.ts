import type { AxiosInstance } from 'axios';
import type { SubmitContactBody } from '@pariksha/contract';
import { endpoint, send } from '../../api/read';

/** POST /submitContact; resolves with the provider's thank-you `msg` (also shown as a toast). */
export async function submitContact(api: AxiosInstance, body: SubmitContactBody): Promise<string> {
  const answer = await send(api, 'post', endpoint('/submitContact', 'contact', 'Invalid response from server', 'Your message could not be sent'), body);
  return answer.msg;
}
