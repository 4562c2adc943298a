import { failureEnvelope } from '@pariksha/contract';

/** The failures any api/v1 route can answer, listed in the OpenAPI document. */
export const documentedFailures = {
  400: failureEnvelope.describe('Invalid input (`fields` names the bad ones)'),
  429: failureEnvelope.describe('Too many requests from this learner, or from this address without a valid token'),
  500: failureEnvelope.describe('Server fault'),
};
