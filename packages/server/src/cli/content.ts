import { runContentCommand } from './content-command.js';

// Entry of `pnpm content …` (built to dist/content.js beside the server, the same runtime).
runContentCommand(process.argv.slice(2), process.env, { out: (line) => console.info(line), err: (line) => console.error(line) })
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error('The content command failed:', error);
    process.exit(1);
  });
