import { it } from 'vitest';
import { startE2E } from './harness';
import { openApp, signIn } from './helpers';
// temporary: screenshots for the lead's own review (not committed)
it('shots', async () => {
  const e2e = await startE2E();
  const shots = (process.env.SHOTS ?? '/system/user').split(',');
  for (const lang of ['zh', 'en'] as const) {
    for (const width of [1280, 390]) {
      const { page, context } = await e2e.newPage({ width, height: 800, lang });
      await signIn(e2e, context);
      for (const p of shots) {
        await openApp(page, e2e, p);
        await page.waitForTimeout(2500);
        await page.screenshot({ path: `/tmp/shots/${lang}-${width}${p.replace(/\//g, '_')}.png` });
      }
      await context.close();
    }
  }
  console.log(e2e.consoleErrors.join('\n'));
  await e2e.close();
}, 300000);
