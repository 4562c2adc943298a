import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  completeTestPaymentBody,
  completeTestPaymentResponse,
  createOrderResponse,
  failureEnvelope,
  getMyOrdersResponse,
  getOrderResponse,
  getReceiptResponse,
  getTestPaymentResponse,
  gstPercent,
  langQuery,
  orderBody,
  orderIdParams,
  paymentWebhookResponse,
  previewOrderResponse,
  testPaymentIdParams,
  testSeriesDays,
  webhookSignatureHeader,
  webhookToleranceSeconds,
  welcomePromo,
  type OrderInput,
} from '@pariksha/contract';
import { failure, failures } from '../http/failure.js';
import { learnerOf, type RequireLearner } from '../http/learner-auth.js';
import type { CommerceService, OrderProblem } from '../services/commerce/index.js';
import { learnerLimits, type RouteLimits } from '../http/rate-limits.js';
import { accountFailures, bearerSecurity, noStore } from './auth.js';
import { commerceMessages, webhookMessages } from './commerce-messages.js';
import { documentedFailures } from './documented-failures.js';

export type CommerceRoutesOptions = {
  commerce: CommerceService;
  requireLearner: RequireLearner;
  /** previewOrder's and createOrder's own limits per learner a minute (http/rate-limits.ts). */
  limits: RouteLimits;
};

type Text = ReturnType<typeof commerceMessages>;

/** Why an order cannot be quoted or placed, as the learner reads it (fields name what to fix). */
function refuseOrder(reply: FastifyReply, text: Text, reason: OrderProblem, item: OrderInput['item']): FastifyReply {
  const itemField = item.kind === 'plan' ? 'item.plan_name' : 'item.slug';
  const invalid = (field: string, message: string) =>
    reply.code(400).send(failure('validation_failed', message, { [field]: message }));
  const notFound = (message: string) =>
    reply.code(404).send(failure(failures.notFound.code, message, { [itemField]: message }));
  switch (reason) {
    case 'promo_unknown':
      return invalid('promo_code', text.promoUnknown);
    case 'promo_used':
      return invalid('promo_code', text.promoUsed(welcomePromo.code));
    case 'promo_not_applicable':
      return invalid('promo_code', text.promoNotApplicable);
    case 'exam_missing':
      return invalid('item.exam_slug', text.examRequired);
    case 'exam_unknown':
      return invalid('item.exam_slug', text.examNotFound);
    case 'exam_free':
      return invalid('item.exam_slug', text.examFree);
    case 'series_free':
      return invalid('item.slug', text.seriesFree);
    case 'plan_not_found':
      return notFound(text.planNotFound);
    case 'course_not_found':
      return notFound(text.courseNotFound);
    case 'series_not_found':
      return notFound(text.seriesNotFound);
    case 'already_owned':
      return reply.code(409).send(failure('already_owned', text.alreadyOwned(item.kind === 'course' ? 'course' : 'test_series')));
  }
}

const pricingRules =
  'Prices come only from the catalogue (plan price_monthly or price_annually, course or test series price, ×100 → paise); ' +
  `GST (${gstPercent}%) is inside the price: gst_paise = round(amount × ${gstPercent} / ${100 + gstPercent}). ` +
  `\`promo_code\` '${welcomePromo.code}' takes ${welcomePromo.percentOff}% off a test series, once per learner ` +
  "(400 naming `promo_code` when unknown, already used or not for this item). BASIC needs `item.exam_slug`, a locked exam's slug " +
  '(400 naming `item.exam_slug`). A test series whose price is 0 is a 400 (every test in it is free). An unknown plan, course or ' +
  'series is a 404; a course the learner is enrolled in, or a test series they hold now, a 409 `already_owned`. ' +
  'The body is strict: a price, amount, quantity or any other field is a 400.';

const orderFailures = {
  ...accountFailures.unauthorized,
  404: failureEnvelope.describe('No plan, course or test series has this name'),
  409: failureEnvelope.describe('`already_owned`: the learner has this course or test series'),
  ...documentedFailures,
};

/** Checkout, orders, receipts, the test provider's payment page and the payment webhook. */
export const commerceRoutes: FastifyPluginAsyncZod<CommerceRoutesOptions> = async (api, { commerce, requireLearner, limits }) => {
  const { provider } = commerce;
  api.addHook('onRequest', async (_request, reply) => noStore(reply));

  api.post(
    '/previewOrder',
    {
      preValidation: requireLearner,
      config: limits.perLearner(learnerLimits.previewOrder),
      schema: {
        operationId: 'previewOrder',
        tags: ['commerce'],
        summary: 'What an order would cost',
        description: `The checkout's summary: exactly what createOrder would charge for the same body. ${pricingRules} At most ${learnerLimits.previewOrder} a minute per learner.`,
        security: bearerSecurity,
        querystring: langQuery,
        body: orderBody,
        response: { 200: previewOrderResponse, ...orderFailures },
      },
    },
    async (request, reply) => {
      const result = await commerce.previewOrder(learnerOf(request).userId, request.body, request.query.lang);
      if (!result.ok) return refuseOrder(reply, commerceMessages(request.query.lang), result.reason, request.body.item);
      return reply.send({ result: 1, data: { quote: result.quote } });
    },
  );

  api.post(
    '/createOrder',
    {
      preValidation: requireLearner,
      config: limits.perLearner(learnerLimits.createOrder),
      schema: {
        operationId: 'createOrder',
        tags: ['commerce'],
        summary: 'Place an order and start its payment',
        description:
          `${pricingRules} The learner's older pending orders become failed (their promo codes are free again); the new ` +
          'order is pending until the payment provider confirms it through its signed webhook. `payment.checkout_url` is where ' +
          `the learner pays (test mode: /dashboard/pay/{payment_id}). At most ${learnerLimits.createOrder} a minute per learner.`,
        security: bearerSecurity,
        querystring: langQuery,
        body: orderBody,
        response: { 201: createOrderResponse, ...orderFailures },
      },
    },
    async (request, reply) => {
      const text = commerceMessages(request.query.lang);
      const result = await commerce.createOrder(learnerOf(request).userId, request.body, request.query.lang);
      if (!result.ok) return refuseOrder(reply, text, result.reason, request.body.item);
      request.log.info({ orderId: result.order.id, kind: result.order.kind }, 'order created');
      return reply
        .code(201)
        .send({ result: 1, data: { order: result.order, payment: result.payment }, msg: text.orderCreated(result.order.item_name) });
    },
  );

  api.get(
    '/getMyOrders',
    {
      preValidation: requireLearner,
      schema: {
        operationId: 'getMyOrders',
        tags: ['commerce'],
        summary: "The learner's orders and free trials",
        description: 'Orders newest first (any status), and the free trials taken (`active` while ends_at is in the future).',
        security: bearerSecurity,
        querystring: langQuery,
        response: { 200: getMyOrdersResponse, ...accountFailures.unauthorized, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const data = await commerce.myOrders(learnerOf(request).userId, request.query.lang);
      return reply.send({ result: 1, data });
    },
  );

  api.get(
    '/getOrder/:order_id',
    {
      preValidation: requireLearner,
      schema: {
        operationId: 'getOrder',
        tags: ['commerce'],
        summary: 'One of the learner’s orders',
        description: "Another learner's order is a 404, as an unknown one is.",
        security: bearerSecurity,
        params: orderIdParams,
        querystring: langQuery,
        response: {
          200: getOrderResponse,
          ...accountFailures.unauthorized,
          404: failureEnvelope.describe("No order of this learner has this id: 'Order not found.'"),
          ...documentedFailures,
        },
      },
    },
    async (request, reply) => {
      const order = await commerce.order(learnerOf(request).userId, request.params.order_id, request.query.lang);
      if (order === null) {
        return reply.code(404).send(failure(failures.notFound.code, commerceMessages(request.query.lang).orderNotFound));
      }
      return reply.send({ result: 1, data: { order } });
    },
  );

  api.get(
    '/getReceipt/:order_id',
    {
      preValidation: requireLearner,
      schema: {
        operationId: 'getReceipt',
        tags: ['commerce'],
        summary: 'The receipt of a paid order',
        description:
          'Only for a paid (or since refunded) order of the learner; anything else is a 404. `receipt_number` is ' +
          "'PRK-R-<year paid>-<order id in 6 digits>'; `test_mode` is true when no money moved.",
        security: bearerSecurity,
        params: orderIdParams,
        querystring: langQuery,
        response: {
          200: getReceiptResponse,
          ...accountFailures.unauthorized,
          404: failureEnvelope.describe('No paid order of this learner has this id'),
          ...documentedFailures,
        },
      },
    },
    async (request, reply) => {
      const receipt = await commerce.receipt(learnerOf(request).userId, request.params.order_id, request.query.lang);
      if (receipt === null) {
        return reply.code(404).send(failure(failures.notFound.code, commerceMessages(request.query.lang).receiptNotFound));
      }
      return reply.send({ result: 1, data: { receipt } });
    },
  );

  // The test provider's own payment page: only when no real gateway is configured.
  if (provider.testMode) {
    api.get(
      '/testPayments/:payment_id',
      {
        preValidation: requireLearner,
        schema: {
          operationId: 'getTestPayment',
          tags: ['commerce'],
          summary: 'TEST MODE: the payment the test page asks for',
          description: "The learner's order behind a test payment id; another learner's is a 404. Only in test mode.",
          security: bearerSecurity,
          params: testPaymentIdParams,
          querystring: langQuery,
          response: {
            200: getTestPaymentResponse,
            ...accountFailures.unauthorized,
            404: failureEnvelope.describe("No payment of this learner has this id: 'Payment not found.'"),
            ...documentedFailures,
          },
        },
      },
      async (request, reply) => {
        const { payment_id } = request.params;
        const order = await commerce.testPayment(learnerOf(request).userId, payment_id, request.query.lang);
        if (order === null) {
          return reply.code(404).send(failure(failures.notFound.code, commerceMessages(request.query.lang).paymentNotFound));
        }
        return reply.send({ result: 1, data: { payment_id, order } });
      },
    );

    api.post(
      '/testPayments/:payment_id/complete',
      {
        preValidation: requireLearner,
        schema: {
          operationId: 'completeTestPayment',
          tags: ['commerce'],
          summary: 'TEST MODE: Succeed or Fail a payment',
          description:
            "`outcome` 'succeed' or 'fail': the test provider signs a `payment.captured` or `payment.failed` event and " +
            'delivers it through the same handler as POST /paymentWebhook/test, then answers the order as it left it. ' +
            "An order no longer pending is a 409 `order_not_pending`; another learner's payment a 404. Only in test mode.",
          security: bearerSecurity,
          params: testPaymentIdParams,
          querystring: langQuery,
          body: completeTestPaymentBody,
          response: {
            200: completeTestPaymentResponse,
            ...accountFailures.unauthorized,
            404: failureEnvelope.describe("No payment of this learner has this id: 'Payment not found.'"),
            409: failureEnvelope.describe("`order_not_pending`: 'This order is no longer waiting for payment.'"),
            ...documentedFailures,
          },
        },
      },
      async (request, reply) => {
        const text = commerceMessages(request.query.lang);
        const { outcome } = request.body;
        const result = await commerce.completeTestPayment(
          learnerOf(request).userId,
          request.params.payment_id,
          outcome,
          request.query.lang,
        );
        if (!result.ok) {
          return result.reason === 'not_found'
            ? reply.code(404).send(failure(failures.notFound.code, text.paymentNotFound))
            : reply.code(409).send(failure('order_not_pending', text.orderNotPending));
        }
        const { order } = result;
        const msg = outcome === 'succeed' ? text.paymentSucceeded(order.item_name, order.kind) : text.paymentFailed;
        return reply.send({ result: 1, data: { order }, msg });
      },
    );
  }

  // The webhook signs its raw body, so it needs the body as sent: this encapsulated plugin keeps
  // application/json as a string for its one route and leaves every other route's JSON parsing alone.
  const webhookRoute: FastifyPluginAsyncZod = async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    webhook.post(
      '/paymentWebhook/:provider',
      {
        schema: {
          operationId: 'paymentWebhook',
          tags: ['commerce'],
          summary: 'A payment provider confirms, fails or refunds a payment',
          description:
            `Called by the provider, not the app. The raw JSON body is signed: header \`${webhookSignatureHeader}: t=<unix seconds>,v1=<hex>\`, ` +
            'v1 = HMAC-SHA256 of `${t}.${body}` with the webhook secret (PARIKSHA_PAYMENT_WEBHOOK_SECRET); a missing or wrong ' +
            `signature, or one more than ${webhookToleranceSeconds} s from now, is a 400 \`webhook_signature_invalid\`. An unknown ` +
            'provider is a 404. Each event is applied once (a repeated event id answers `duplicate: true`): `payment.captured` ' +
            `pays a pending order and grants it (plan membership, course enrolment, or test series for ${testSeriesDays} days) ` +
            'exactly once, and refunds a capture for an order that was replaced; a captured amount that is not the order\'s is a 400; ' +
            '`payment.failed` fails a pending order and frees its promo code; `refund.processed` ends what a paid order granted.',
          params: z.object({ provider: z.string().max(40) }),
          body: z.string().describe('The event as JSON: { id, type, payment_id, amount_paise }'),
          response: {
            200: paymentWebhookResponse,
            404: failureEnvelope.describe('No payment provider has this name'),
            ...accountFailures.tooLarge,
            ...documentedFailures,
          },
        },
      },
      async (request, reply) => {
        const result = await commerce.handleWebhook(request.params.provider, request.body, request.headers);
        if (!result.ok) {
          switch (result.reason) {
            case 'unknown_provider':
              return reply.code(404).send(failure(failures.notFound.code, webhookMessages.providerNotFound));
            case 'bad_signature':
              request.log.warn({ provider: request.params.provider }, 'payment webhook refused: bad or stale signature');
              return reply.code(400).send(failure('webhook_signature_invalid', webhookMessages.signatureInvalid));
            case 'amount_mismatch':
              request.log.warn(
                { orderId: result.orderId, expectedPaise: result.expectedPaise, receivedPaise: result.receivedPaise },
                'payment webhook refused: captured amount differs from the order',
              );
              return reply.code(400).send(failure('validation_failed', webhookMessages.amountMismatch));
          }
        }
        if (result.outcome.kind === 'unknown_payment') request.log.warn({ provider: provider.name }, 'payment webhook for an unknown payment');
        return reply.send({ result: 1, data: { received: true, duplicate: result.duplicate } });
      },
    );
  };
  await api.register(webhookRoute);
};
