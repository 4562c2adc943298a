/**
 * A length of video as a player writes it: 75 → '1:15', 3725 → '1:02:05'. Whole seconds, rounded
 * down; anything that is not a non-negative number reads '0:00'.
 */
export function formatVideoTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** How much of a lesson is watched, from 0 to 1 (1 once it is completed). */
export function watchedShare(positionSeconds: number, durationSeconds: number, completed: boolean): number {
  if (completed) return 1;
  if (!(durationSeconds > 0) || !Number.isFinite(positionSeconds)) return 0;
  return Math.min(1, Math.max(0, positionSeconds / durationSeconds));
}
