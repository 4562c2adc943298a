import type { AxiosInstance } from 'axios';
import type { ConfirmEmailBody, RequestEmailChangeBody, User } from '@pariksha/contract';
import { endpoint, send } from '../../api/read';

/**
 * POST /requestEmailChange: the current password and the new address, which gets a link. The
 * form shows the outcome itself (no toast).
 */
export async function requestEmailChange(api: AxiosInstance, body: RequestEmailChangeBody): Promise<void> {
  await send(
    api,
    'post',
    endpoint('/requestEmailChange', 'emailChangeRequested', 'Invalid response from server', 'Your request could not be sent'),
    body,
    { skipToast: true },
  );
}

/** POST /confirmEmail with a mailed link's token: the learner as now saved. */
export async function confirmEmail(api: AxiosInstance, body: ConfirmEmailBody): Promise<User> {
  const answer = await send(
    api,
    'post',
    endpoint('/confirmEmail', 'confirmedEmail', 'Invalid response from server', 'Your e-mail could not be confirmed'),
    body,
    { skipToast: true },
  );
  return answer.user;
}
