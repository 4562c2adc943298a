import { CrossIcon, DashIcon, TickDiscIcon } from '../private/icons';
import type { SolutionOutcome } from './solution';

/** The icon of each outcome: a disc with a tick, a square with a cross, a dashed ring with a dash. */
export function OutcomeIcon({ outcome, className }: { outcome: SolutionOutcome; className?: string }) {
  if (outcome === 'correct') return <TickDiscIcon className={className} />;
  if (outcome === 'wrong') return <CrossIcon className={className} />;
  return <DashIcon className={className} />;
}
