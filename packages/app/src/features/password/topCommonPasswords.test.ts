// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import topCommonPasswords from './topCommonPasswords.json';

describe('the browser’s short list of common passwords', () => {
  it('is the head of the server’s list, most common first (run scripts/top-common-passwords.mjs when it changes)', () => {
    const require = createRequire(new URL('../../../../server/package.json', import.meta.url));
    const full: unknown = JSON.parse(readFileSync(require.resolve('@zxcvbn-ts/language-common/src/passwords.json'), 'utf8'));
    expect(Array.isArray(full)).toBe(true);
    const head = (Array.isArray(full) ? full : []).slice(0, topCommonPasswords.length).map((entry) => String(entry).normalize('NFC').toLowerCase());
    expect(topCommonPasswords).toEqual(head);
    expect(topCommonPasswords).toHaveLength(2000);
    expect(topCommonPasswords).toContain('password');
  });
});
