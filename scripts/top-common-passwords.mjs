// Writes the browser's short list of common passwords: the first 2,000 (most common first) of the
// list the server refuses with, @zxcvbn-ts/language-common's passwords.json (MIT licence). The
// server keeps all 49,233; the sign-up and settings forms warn with these before anything is sent.
// usage: node scripts/top-common-passwords.mjs   (a unit test checks the file is up to date)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const topCount = 2000;
const require = createRequire(new URL('../packages/server/package.json', import.meta.url));
const list = JSON.parse(readFileSync(require.resolve('@zxcvbn-ts/language-common/src/passwords.json'), 'utf8'));
const top = list.slice(0, topCount).map((entry) => entry.normalize('NFC').toLowerCase());
const target = new URL('../packages/app/src/features/password/topCommonPasswords.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(top)}\n`);
console.log(`wrote ${top.length} passwords to ${target.pathname}`);
