import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { OrderBody } from '@pariksha/contract';
import { endpoint, read, send } from '../../api/read';
import { forLearner, learnerKey } from '../../data/learnerKey';
import type { QueryScope } from '../../data/scope';

// Entitlements, checkout, orders, receipts, the test payment page and referrals
// (packages/server/src/routes/{access,commerce,referrals}.ts), each checked against the contract.

/** Every exam's status for the signed-in learner ('take' or locked, and what opens it). */
export const examAccessQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: learnerKey(scope, 'exam-access'),
    queryFn: forLearner(scope, ({ signal }) =>
      read(scope, endpoint('/getMyExamAccess', 'examAccess', 'Invalid response structure', 'Failed to fetch your tests'), { signal }),
    ),
    staleTime: 0,
  });

export const myOrdersQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: learnerKey(scope, 'my-orders', scope.language),
    queryFn: forLearner(scope, ({ signal }) =>
      read(scope, endpoint('/getMyOrders', 'myOrders', 'Invalid response structure', 'Failed to fetch your orders'), { signal }),
    ),
    staleTime: 0,
  });

export const receiptQuery = (orderId: string) => (scope: QueryScope) =>
  queryOptions({
    queryKey: learnerKey(scope, 'receipt', orderId, scope.language),
    queryFn: forLearner(scope, ({ signal }) =>
      read(scope, endpoint(`/getReceipt/${encodeURIComponent(orderId)}`, 'receipt', 'Invalid response structure', 'Failed to fetch the receipt'), {
        signal,
        skipToast: true,
      }),
    ),
  });

export const testPaymentQuery = (paymentId: string) => (scope: QueryScope) =>
  queryOptions({
    queryKey: learnerKey(scope, 'test-payment', paymentId, scope.language),
    queryFn: forLearner(scope, ({ signal }) =>
      read(scope, endpoint(`/testPayments/${encodeURIComponent(paymentId)}`, 'testPayment', 'Invalid response structure', 'Failed to fetch the payment'), {
        signal,
        skipToast: true,
      }),
    ),
    staleTime: 0,
  });

export const referralQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: learnerKey(scope, 'referral'),
    queryFn: forLearner(scope, ({ signal }) =>
      read(scope, endpoint('/getReferral', 'referral', 'Invalid response structure', 'Failed to fetch your referral code'), { signal }),
    ),
  });

/** The checkout's price for a body (item and promo code), as the server works it out; not asked while `enabled` is false (BASIC before its exam is chosen). */
export const quoteQuery =
  (body: OrderBody, enabled = true) =>
  (scope: QueryScope) =>
    queryOptions({
      // The price is the learner's own (WELCOME10 is once per learner).
      queryKey: learnerKey(scope, 'quote', JSON.stringify(body), scope.language),
      queryFn: forLearner(scope, ({ signal }) => previewOrder(scope, body, signal)),
      staleTime: 60_000,
      enabled,
    });

/** What Pay would charge, worked out by the server; a bad promo code fails with the server's message (no toast: the field shows it). */
export function previewOrder(scope: QueryScope, body: OrderBody, signal?: AbortSignal) {
  return send(scope.api, 'post', endpoint('/previewOrder', 'quote', 'Invalid response structure', 'The price could not be worked out'), body, {
    signal,
    skipToast: true,
  });
}

/** A pending order and where to pay for it. No toast: the payment page follows, or the checkout says why not. */
export function createOrder(api: AxiosInstance, body: OrderBody) {
  return send(api, 'post', endpoint('/createOrder', 'createdOrder', 'Invalid response structure', 'The order could not be placed'), body, {
    skipToast: true,
  });
}

/** The test provider's Succeed or Fail: the order as the signed confirmation left it. No toast: the page shows the outcome. */
export function completeTestPayment(api: AxiosInstance, paymentId: string, outcome: 'succeed' | 'fail') {
  return send(
    api,
    'post',
    endpoint(`/testPayments/${encodeURIComponent(paymentId)}/complete`, 'completedPayment', 'Invalid response structure', 'The payment could not be completed'),
    { outcome },
    { skipToast: true },
  );
}
