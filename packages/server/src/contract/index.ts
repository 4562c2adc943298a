export { languageCode, langQuery } from './common.js';
export type { LangQuery } from './common.js';
export { failureEnvelope, successEnvelope } from './envelope.js';
export type { ApiFailure, ApiSuccess } from './envelope.js';
export { apiErrorCodes } from './errors.js';
export type { ApiErrorCode } from './errors.js';
export { getAllSubscriptionsResponse, subscriptionPlan } from './subscriptions.js';
export type { GetAllSubscriptionsResponse, SubscriptionPlan } from './subscriptions.js';
