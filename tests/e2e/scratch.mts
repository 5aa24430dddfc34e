import { startE2E } from './harness';
import { signIn, openMenu, tabTitles } from './helpers';
const e2e = await startE2E({ CAPTCHA_ENABLED: 'false' });
try {
  const { context, page } = await e2e.newPage();
  page.setDefaultTimeout(8000);
  await signIn(e2e, context);
  await page.goto(`${e2e.url}/#/index`);
  await page.locator('.navbar').waitFor();
  await openMenu(page, '系统管理', '参数设置');
  await page.waitForTimeout(1500);
  console.log(page.url(), await tabTitles(page));
  await page.screenshot({ path: '/tmp/e2edbg/t1.png' });
  await openMenu(page, '系统管理', '字典管理');
  await page.waitForTimeout(1500);
  console.log(page.url(), await tabTitles(page));
  await page.screenshot({ path: '/tmp/e2edbg/t2.png' });
  console.log(await page.locator('.tags-view').evaluate((e) => e.outerHTML.slice(0, 3000)));
  await page.locator('.avatar-trigger').click();
  await page.getByRole('menuitem', { name: '布局设置' }).click();
  await page.waitForTimeout(1000);
  console.log(await page.locator('.ant-drawer').evaluateAll((els) => els.map((e) => e.outerHTML.slice(0, 800))));
} finally {
  console.log(e2e.consoleErrors);
  await e2e.close();
}
