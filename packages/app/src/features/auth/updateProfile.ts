import type { AxiosInstance } from 'axios';
import { field } from '../../api/fetchList';
import type { Learner } from './learner';

/**
 * PUT /updateProfile with the fields that changed. Resolves with the saved learner; the api
 * client shows the provider's `msg` ('Profile updated') as a success toast.
 */
export async function updateProfile(api: AxiosInstance, changes: Record<string, unknown>): Promise<Learner> {
  const response = await api.put('/updateProfile', changes);
  const user = field(field(response.data, 'data'), 'user');
  if (typeof user !== 'object' || user === null) throw new Error('Invalid response from server');
  return user as Learner;
}
