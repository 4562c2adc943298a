import * as z from 'zod/mini';

/**
 * Every successful api/v1 answer: `{ result: 1, data, msg? }`. `msg` only on mutations.
 * Response schemas are written with zod/mini: the app checks every answer against them in the
 * browser, where classic zod would cost a learner 27 kB gzip and mini costs about 8 (loaded with
 * the first request the browser makes itself, never before a page is on screen).
 */
export const successEnvelope = <T extends z.ZodMiniType>(data: T) =>
  z.object({
    result: z.literal(1),
    data,
    msg: z.optional(z.string()),
  });

/** A mutation's answer: the envelope with the `msg` the app shows as a success toast. */
export const mutationEnvelope = <T extends z.ZodMiniType>(data: T) =>
  z.object({
    result: z.literal(1),
    data,
    msg: z.string(),
  });

export type ApiSuccess<T> = { result: 1; data: T; msg?: string };
