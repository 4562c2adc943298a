import type { AxiosInstance } from 'axios';
import type { SubmitContactBody } from '@pariksha/server/contract';
import { field } from '../../api/fetchList';

/** POST /submitContact; resolves with the provider's thank-you `msg` (also shown as a toast). */
export async function submitContact(api: AxiosInstance, body: SubmitContactBody): Promise<string> {
  const response = await api.post('/submitContact', body);
  const msg = field(response.data, 'msg');
  return typeof msg === 'string' ? msg : '';
}
