import { createContext, useContext } from 'react';
import type { GetStudioMeResponse } from '@pariksha/contract/staff';

export type StaffMember = GetStudioMeResponse['data'];

/** The signed-in staff member, known to every page behind the studio's guard. */
export const StaffContext = createContext<StaffMember | null>(null);

export function useStaff(): StaffMember {
  const staff = useContext(StaffContext);
  if (staff === null) throw new Error('useStaff: only pages behind RequireStaff know the staff member');
  return staff;
}
