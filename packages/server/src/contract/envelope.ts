import { z } from 'zod';

/** Every successful api/v1 answer: `{ result: 1, data, msg? }`. `msg` only on mutations. */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({
    result: z.literal(1),
    data,
    msg: z.string().optional(),
  });

/** Every failed api/v1 answer, sent with the matching HTTP status. Never a stack trace. */
export const failureEnvelope = z.object({
  result: z.literal(0),
  msg: z.string(),
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

export type ApiSuccess<T> = { result: 1; data: T; msg?: string };
export type ApiFailure = z.infer<typeof failureEnvelope>;
