// The team: staff members and their roles (members.ts), the set-password link (password-links.ts),
// the second factor (totp.ts, recovery-codes.ts) and the sign-in steps that use it (sign-in.ts),
// and the audit log every staff action writes to (audit.ts).
export { addStaff, listStaff, removeStaff, resetSecondFactor, type AddStaffResult, type StaffListing } from './members.js';
export { passwordLinkOwner, setPasswordFromLink, type SetPasswordResult } from './password-links.js';
export { createStaffSignIn, type StaffClient, type StaffSignIn, type StaffStanding } from './sign-in.js';
export { readAuditLog, recordAudit, type AuditActor, type AuditEntryInput, type AuditQuery } from './audit.js';
