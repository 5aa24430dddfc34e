import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core'), 'utf8');

/**
 * axe-core's serious and critical WCAG 2.0/2.1 A and AA violations on the page as shown (the pages
 * of the other open tabs, kept mounted and hidden, left out: axe would walk them all again).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // the console's Content-Security-Policy (script-src 'self') refuses page.addScriptTag's inline
  // script, and rightly: axe-core's source goes in through the debugging protocol instead, which
  // the policy does not govern, so that the page is checked under its real policy
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact?: string; nodes: { target: unknown[]; failureSummary?: string }[] }[] }> } }).axe;
    const result = await axe.run({ exclude: [['.app-main-page[hidden]']] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => `${JSON.stringify(n.target)} ${(n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()}`).join(' | ')}${v.nodes.length > 3 ? ` … ${v.nodes.length} in all` : ''}`);
  });
  return violations;
}
