import { runStaffCommand } from './staff-command.js';

// Entry of `pnpm staff …` (built to dist/staff.js beside the server, the same runtime).
runStaffCommand(process.argv.slice(2), process.env, { out: (line) => console.info(line), err: (line) => console.error(line) })
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error('The staff command failed:', error);
    process.exit(1);
  });
