/** How learners reach Pariksha: one place for the top bar, the footer and the help pages. */
export const contactDetails = {
  email: 'support@pariksha.in',
  phone: '+91 98100 24680',
} as const;
