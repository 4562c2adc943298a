import type { AxiosInstance } from 'axios';
import { endpoint, send } from '../../api/read';
import type { Learner } from './learner';

/**
 * PUT /updateProfile with the fields that changed. Resolves with the saved learner; the api
 * client shows the provider's `msg` as a success toast.
 */
export function updateProfile(api: AxiosInstance, changes: Record<string, unknown>): Promise<Learner> {
  return send(api, 'put', endpoint('/updateProfile', 'updatedProfile', 'Invalid response from server', 'Your changes could not be saved'), changes);
}
