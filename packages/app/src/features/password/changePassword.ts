import type { AxiosInstance } from 'axios';
import type { ChangePasswordBody } from '@pariksha/contract';
import { endpoint, send } from '../../api/read';

/**
 * POST /changePassword; this device stays signed in, the learner's other devices are signed out.
 * The form shows every outcome itself (no toast).
 */
export async function changePassword(api: AxiosInstance, body: ChangePasswordBody): Promise<void> {
  await send(
    api,
    'post',
    endpoint('/changePassword', 'done', 'Invalid response from server', 'Your password could not be changed'),
    body,
    { skipToast: true },
  );
}
