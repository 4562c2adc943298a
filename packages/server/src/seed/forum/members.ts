/**
 * The forum's seeded community members. They are users rows so that their posts have authors,
 * but they can never sign in: their password_hash is no argon2 hash, so every password check
 * against it fails (the login answers the usual 401), and '.invalid' addresses receive no mail.
 */
export type SeedMember = { key: string; email: string; firstName: string; lastName: string; phone: string };

/**
 * Not a hash: verifyPassword cannot read it and answers false. Long and distinctive (not just
 * '!'), so the security test that no stored hash ever appears in an answer stays meaningful.
 */
export const noPasswordHash = '!locked: seeded community member, never signs in';

export const seedMembers = [
  { key: 'priya', email: 'priya.sharma@community.pariksha.invalid', firstName: 'Priya', lastName: 'Sharma', phone: '9000000101' },
  { key: 'rahul', email: 'rahul.kumar@community.pariksha.invalid', firstName: 'Rahul', lastName: 'Kumar', phone: '9000000102' },
  { key: 'anjali', email: 'anjali.verma@community.pariksha.invalid', firstName: 'Anjali', lastName: 'Verma', phone: '9000000103' },
  { key: 'irfan', email: 'mohammed.irfan@community.pariksha.invalid', firstName: 'Mohammed', lastName: 'Irfan', phone: '9000000104' },
  { key: 'sunita', email: 'sunita.yadav@community.pariksha.invalid', firstName: 'सुनीता', lastName: 'यादव', phone: '9000000105' },
  { key: 'vikram', email: 'vikram.singh@community.pariksha.invalid', firstName: 'विक्रम', lastName: 'सिंह', phone: '9000000106' },
] as const satisfies readonly SeedMember[];

export type SeedMemberKey = (typeof seedMembers)[number]['key'];
