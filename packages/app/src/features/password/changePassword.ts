import type { AxiosInstance } from 'axios';
import type { ChangePasswordBody } from '@pariksha/server/contract';
import { ApiError } from '../../api/ApiError';
import { endpoint, send } from '../../api/read';

/**
 * POST /changePassword; this device stays signed in, the learner's other devices are signed out.
 * The form shows every outcome itself (no toast).
 *
 * The spec's api client reads an answer with a `msg` and no `data` as a failure ('An error
 * occurred'), and the provider answers a changed password with `data: null` and its `msg`: an
 * answer with a 2xx status is a success all the same.
 */
export async function changePassword(api: AxiosInstance, body: ChangePasswordBody): Promise<void> {
  try {
    await send(
      api,
      'post',
      endpoint('/changePassword', 'done', 'Invalid response from server', 'Your password could not be changed'),
      body,
      { skipToast: true },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status !== undefined && error.status >= 200 && error.status < 300) return;
    throw error;
  }
}
