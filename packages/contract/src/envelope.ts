import { z } from 'zod';

export { mutationEnvelope, successEnvelope } from './responses/envelope.js';
export type { ApiSuccess } from './responses/envelope.js';

/** Every failed api/v1 answer, sent with the matching HTTP status. Never a stack trace. */
export const failureEnvelope = z.object({
  result: z.literal(0),
  msg: z.string(),
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

export type ApiFailure = z.infer<typeof failureEnvelope>;
