import { z } from 'zod';

/** A BCP 47 style language code: `en`, `hi`, `pt-br`. Unknown languages fall back to English. */
export const languageCode = z
  .string()
  .max(35, 'Use a language code such as en or hi.')
  .toLowerCase()
  .regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/, 'Use a language code such as en or hi.');

/** The query every api/v1 request may carry; routes extend it with their own parameters. */
export const langQuery = z.object({
  lang: languageCode.default('en').describe('Language for translated fields (default en).'),
});
export type LangQuery = z.infer<typeof langQuery>;
