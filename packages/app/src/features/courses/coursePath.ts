/** The SBI PO course keeps the spec's own address; every other course lives under /course/. */
export const sbiPoCourseSlug = 'sbi-po-exam';

/** Where a course's Get Started leads: its landing page. */
export function coursePath(slug: string): string {
  return slug === sbiPoCourseSlug ? `/${sbiPoCourseSlug}` : `/course/${slug}`;
}
