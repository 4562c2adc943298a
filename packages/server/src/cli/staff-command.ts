import { parseArgs } from 'node:util';
import { staffRoles, type StaffRole } from '@pariksha/contract/staff';
import { type CommandOutput, openConfiguredDatabase } from './configured-database.js';
import { addStaff, listStaff, removeStaff, resetSecondFactor } from '../services/staff/index.js';

// `pnpm staff add|list|remove|reset-second-factor`: the team's accounts from the command line, on
// the database the server is configured with (DATA_DIR or DATABASE_URL). Never takes a password:
// a new account gets a one-time link to set one.

export type { CommandOutput } from './configured-database.js';

const usage = [
  'Usage:',
  `  pnpm staff add --email E --role ${staffRoles.join('|')} [--name "First name"]`,
  '  pnpm staff list',
  '  pnpm staff remove --email E',
  '  pnpm staff reset-second-factor --email E   (a lost phone: they enrol again at their next sign-in)',
  'It uses the database the server is configured with: DATA_DIR (default ./.data) or DATABASE_URL.',
].join('\n');

const isRole = (value: string): value is StaffRole => (staffRoles as readonly string[]).includes(value);

/** Runs one command; answers the exit code. */
export async function runStaffCommand(argv: readonly string[], env: NodeJS.ProcessEnv, output: CommandOutput): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    output.err(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const [command] = parsed.positionals;
  const { email, role, name } = parsed.values;
  if (parsed.values.help === true || command === undefined) {
    output.out(usage);
    return command === undefined && parsed.values.help !== true ? 2 : 0;
  }
  if (!['add', 'list', 'remove', 'reset-second-factor'].includes(command)) {
    output.err(`Unknown command "${command}".\n${usage}`);
    return 2;
  }
  if (command !== 'list' && (email === undefined || !/^[^\s@]+@[^\s@]+$/.test(email.trim()))) {
    output.err(`Give the staff member's e-mail: --email someone@example.in\n${usage}`);
    return 2;
  }
  if (command === 'add' && (role === undefined || !isRole(role))) {
    output.err(`Give a role: --role ${staffRoles.join(', --role ')}.`);
    return 2;
  }

  const opened = await openConfiguredDatabase(env, output);
  if (typeof opened === 'number') return opened;
  const { config, database } = opened;
  try {
    const actor = { kind: 'cli' } as const;
    switch (command) {
      case 'add': {
        const added = await addStaff(database.db, { email: email ?? '', role: role as StaffRole, name, publicUrl: config.publicUrl, actor });
        const who = email?.trim().toLowerCase();
        if (added.previousRole === null) output.out(`${who} is now ${role} (${added.created ? 'a new account' : 'their existing account'}).`);
        else output.out(`${who} was ${added.previousRole} and is now ${role}.`);
        if (added.passwordLink !== null) {
          output.out('Send them this link to set their password (it works once, within 24 hours):');
          output.out(`  ${added.passwordLink}`);
        }
        output.out('At their first sign-in they set up a second step (an authenticator app).');
        return 0;
      }
      case 'list': {
        const staff = await listStaff(database.db);
        if (staff.length === 0) output.out('No staff yet. Add the first admin: pnpm staff add --email E --role admin');
        for (const member of staff) {
          output.out(`${member.role.padEnd(10)} ${member.email}  ${member.secondFactor ? 'second step set up' : 'no second step yet'}`);
        }
        return 0;
      }
      case 'remove': {
        const removed = await removeStaff(database.db, email ?? '', actor);
        output[removed ? 'out' : 'err'](removed ? `${email} is no longer staff (their account stays, as a learner's).` : `${email} is not staff.`);
        return removed ? 0 : 1;
      }
      default: {
        const reset = await resetSecondFactor(database.db, email ?? '', actor);
        output[reset ? 'out' : 'err'](
          reset ? `${email}'s second step is cleared; they set up a new one at their next sign-in.` : `${email} is not staff.`,
        );
        return reset ? 0 : 1;
      }
    }
  } finally {
    await database.close();
  }
}
