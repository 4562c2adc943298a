import { CrossIcon, DashIcon, HalfDiscIcon, TickDiscIcon } from '../private/icons';
import type { SolutionOutcome } from './solution';

/**
 * The icon of each outcome: a disc with a tick, a ring half filled, a square with a cross, a
 * dashed ring with a dash.
 */
export function OutcomeIcon({ outcome, className }: { outcome: SolutionOutcome; className?: string }) {
  if (outcome === 'correct') return <TickDiscIcon className={className} />;
  if (outcome === 'partial') return <HalfDiscIcon className={className} />;
  if (outcome === 'wrong') return <CrossIcon className={className} />;
  return <DashIcon className={className} />;
}
