import { useEffect } from 'react';

/**
 * An address outside /studio: a page of the learners' site, an app built apart from the studio,
 * which the browser loads afresh. The studio's router has already put the address in the history,
 * with any state its link gave (a reload keeps `history.state`): the login page reads `from` there
 * and brings the staff member back.
 */
export function LearnersPage() {
  useEffect(() => {
    window.location.reload();
  }, []);
  return null;
}
