import { z } from 'zod';
import { langQuery } from './common.js';
import { controlCharacters, controlCharactersInText } from './field-checks.js';
import {
  contactMessageMaxLength,
  contactMessageTooLongMessage,
  contactNameTooLongMessage,
  emailMaxLength,
  indianMobileInputMaxLength,
  nameMaxLength,
  nameRequiredMessage,
  normaliseIndianMobile,
  phoneMessage,
} from './values.js';

// The public site's requests: search, path parameters and the contact form. Their answers are in
// responses/content.ts.
export * from './responses/content.js';

/**
 * `?lang=` plus an optional search term, matched case-insensitively in every stored language, so
 * 'बैंक' finds the banking items with lang=en and 'bank' finds them with lang=hi.
 */
export const searchQuery = langQuery.extend({
  search: z
    .string()
    .trim()
    .max(100, 'Keep the search under 100 characters.')
    .optional()
    .describe(
      'Optional search term (trimmed, at most 100 characters), matched case-insensitively in every stored ' +
        'language whatever `lang` is; empty means no filter.',
    ),
});
export type SearchQuery = z.infer<typeof searchQuery>;

/**
 * The site's search (GET /search): `?q=` with the same limits as `search` above; an empty or
 * missing term answers empty lists.
 */
export const siteSearchQuery = langQuery.extend({
  q: z
    .string()
    .trim()
    .max(100, 'Keep the search under 100 characters.')
    .optional()
    .describe(
      'The search term (trimmed, at most 100 characters), matched case-insensitively in every stored language ' +
        'whatever `lang` is; empty or missing answers empty lists.',
    ),
});
export type SiteSearchQuery = z.infer<typeof siteSearchQuery>;

export const categoryIdParams = z.object({
  categoryId: z.string().max(20).describe('A category id from getAllCategories.'),
});
export const courseSlugParams = z.object({
  slug: z.string().max(100).describe('A course slug, e.g. sbi-po-exam.'),
});

/** A path parameter naming an item by its slug; a longer one is refused before any look-up. */
const slugParams = (description: string) =>
  z.object({ slug: z.string().max(100, 'Use a slug of at most 100 characters.').describe(description) });
export const testSeriesSlugParams = slugParams('A test series slug, e.g. sbi-po-mock-test-series.');
export const bookSlugParams = slugParams('A book slug, e.g. reasoning-ability-made-simple.');

// ── Contact form ───────────────────────────────────────────────────────────────────────────────

// The phone rule and the limits live in values.ts, which the ui's form and the app import too.
export { normaliseIndianMobile, phoneMessage } from './values.js';

/** Trimmed; absent, null or blank all mean "not given". */
const optionalText = <T extends z.ZodType<string | undefined>>(inner: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value ?? undefined;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }, inner);

export const submitContactBody = z.object({
  name: z
    .string({ error: nameRequiredMessage })
    .trim()
    .min(1, nameRequiredMessage)
    .max(nameMaxLength, contactNameTooLongMessage)
    .refine((value) => !controlCharacters.test(value), 'Use only letters, spaces and punctuation in your name.'),
  phone: z
    .string({ error: phoneMessage })
    .max(indianMobileInputMaxLength, phoneMessage)
    .refine((value) => normaliseIndianMobile(value) !== null, phoneMessage)
    .transform((value) => normaliseIndianMobile(value) ?? value),
  email: optionalText(
    z
      .email({ error: 'Enter a valid email address, or leave it empty.' })
      .max(emailMaxLength, 'Enter a valid email address, or leave it empty.')
      .optional(),
  ),
  message: optionalText(
    z
      .string({ error: 'Write your message as text.' })
      .trim()
      .max(contactMessageMaxLength, contactMessageTooLongMessage)
      .refine((value) => !controlCharactersInText.test(value), 'Remove the unusual characters from your message.')
      .optional(),
  ),
});
export type SubmitContactBody = z.input<typeof submitContactBody>;
export type SubmitContactInput = z.output<typeof submitContactBody>;

