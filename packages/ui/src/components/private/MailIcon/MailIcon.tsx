/** An envelope drawn in the text colour; decorative, so the link beside it carries the name. */
export function MailIcon({ size, className }: { size: number; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" width={size} height={size} aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" d="M3 5h14v10H3zM3 5l7 6 7-6" />
    </svg>
  );
}
