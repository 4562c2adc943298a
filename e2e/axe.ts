import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** Runs axe-core (WCAG 2.0–2.2 A and AA rules) in the page and fails on any violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Colours are judged at rest, not halfway through a transition.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  // Evaluated through the DevTools protocol, which the page's script-src 'self' policy allows.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  expect(violations).toEqual([]);
}
