const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The time left as the exam-day clock shows it: HH:MM:SS from an hour up, MM:SS below.
 * Seconds round up, so the clock reads 00:00 only when time is really up, never a second early.
 */
export function formatTimeLeft(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return hours > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}
