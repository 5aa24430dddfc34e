import { startE2E } from './harness';
import { signIn } from './helpers';
const e2e = await startE2E({ CAPTCHA_ENABLED: 'false' });
try {
  const { context, page } = await e2e.newPage();
  page.setDefaultTimeout(8000);
  await signIn(e2e, context);
  await page.goto(`${e2e.url}/#/index`);
  await page.locator('.ant-card', { hasText: '登录信息' }).waitFor();
  await page.waitForTimeout(1500);
  console.log(JSON.stringify(await page.locator('.ant-card', { hasText: '登录信息' }).innerText()));
  await page.screenshot({ path: '/tmp/e2edbg/home.png' });
  await page.locator('.avatar-trigger').click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/e2edbg/avatar.png' });
  console.log(await page.locator('.ant-dropdown').evaluateAll((els) => els.map((e) => e.outerHTML.slice(0, 1500))));
} finally {
  console.log(e2e.consoleErrors);
  await e2e.close();
}
