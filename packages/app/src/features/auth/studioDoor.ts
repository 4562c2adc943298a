/**
 * The way between the learners' site and the team's studio (/studio/*), an app of its own
 * (studio.html, built apart so no learner downloads its code or styles): a page load, never the
 * learners' router. A staff member's enrolment challenge (the login's answer when no second
 * factor is set up yet) travels in this tab's sessionStorage, where the studio's security page
 * reads it, and stays there through a reload until the enrolment is done.
 */

const enrolmentKey = 'pariksha.enrolmentChallenge';

export function isStudioPath(path: string): boolean {
  return /^\/studio(?:[/?#]|$)/.test(path);
}

/** Opens the studio at `path`; `replace`: in place of this page in the history (after a login). */
export function openStudio(path: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.location.replace(path);
  else window.location.assign(path);
}

/** Opens the studio's enrolment with the login's challenge. */
export function openEnrolment(challenge: string): void {
  try {
    window.sessionStorage.setItem(enrolmentKey, challenge);
  } catch {
    // Storage refused (a private window's quota): the studio then asks the staff member to log in again.
  }
  openStudio('/studio/security');
}

/** The challenge the login handed over in this tab, if any. */
export function enrolmentChallenge(): string | null {
  try {
    const challenge = window.sessionStorage.getItem(enrolmentKey);
    return challenge === null || challenge === '' ? null : challenge;
  } catch {
    return null;
  }
}

/** Once enrolled (or signed in another way), the challenge is spent. */
export function forgetEnrolment(): void {
  try {
    window.sessionStorage.removeItem(enrolmentKey);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
