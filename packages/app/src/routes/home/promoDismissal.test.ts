import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { promoCode, promoDismissedAttribute, promoDismissedKey } from './promo';

/** index.html's inline script, which runs before the first paint. */
const indexHtml = readFileSync(join(import.meta.dirname, '../../../index.html'), 'utf8');
const inlineScripts = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');

function runBootScript() {
  // The page's own script, run as the browser runs it: plain text in the document's scope.
  new Function(inlineScripts[0] ?? '')();
}

describe('the promo banner’s dismissal before the first paint', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(promoDismissedAttribute);
  });

  it('marks <html> with the dismissed offer, which the stylesheet hides', () => {
    expect(inlineScripts).toHaveLength(1);
    localStorage.setItem(promoDismissedKey, promoCode);
    runBootScript();
    expect(document.documentElement.getAttribute(promoDismissedAttribute)).toBe(promoCode);
  });

  it('leaves <html> alone for a reader who never dismissed it', () => {
    runBootScript();
    expect(document.documentElement.hasAttribute(promoDismissedAttribute)).toBe(false);
  });

  it('is allowed by the server’s script policy (its hash is in script-src)', () => {
    const hash = createHash('sha256').update(inlineScripts[0] ?? '').digest('base64');
    const security = readFileSync(join(import.meta.dirname, '../../../../server/src/http/security.ts'), 'utf8');
    expect(security).toContain(`'sha256-${hash}'`);
  });
});
