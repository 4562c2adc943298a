import type { StaffRole } from '@pariksha/contract/staff-values';

// What each role may do in the studio. The server decides (requireStaff on every route); these
// only keep a screen from offering what the server would refuse.

export const studioAbilities = ['readQuestions', 'write', 'submit', 'approve', 'retire', 'review', 'reports', 'import', 'publishImport', 'audit', 'tests'] as const;
export type StudioAbility = (typeof studioAbilities)[number];

const abilities: Record<StaffRole, readonly StudioAbility[]> = {
  admin: studioAbilities,
  editor: ['readQuestions', 'write', 'submit', 'import', 'tests'],
  reviewer: ['readQuestions', 'approve', 'retire', 'review', 'reports', 'import', 'publishImport', 'tests'],
  moderator: [],
  support: [],
};

export function can(role: StaffRole, ability: StudioAbility): boolean {
  return abilities[role].includes(ability);
}
