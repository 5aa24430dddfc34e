import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contexts, e2e, useE2E } from './use-e2e';
import { buttonName, clickWhenSettled, eventually, openApp, settle, sidebar, signIn, tableRows, waitForHash } from './helpers';

useE2E();

async function browserPage(): Promise<{ context: BrowserContext; page: Page }> {
  const made = await e2e.newPage();
  made.page.setDefaultTimeout(15_000);
  contexts.push(made.context);
  return made;
}

/** The open add/edit dialog and its OK button (by place: see pages.test.ts). */
const dialog = (page: Page, title: string) => page.locator('.ant-modal:visible', { hasText: title }).last();
const okButton = (scope: ReturnType<Page['locator']>) => scope.locator('.ant-modal-footer .ant-btn-primary, .ant-modal-confirm-btns .ant-btn-primary');

describe('an administrator sets up a role and a user', () => {
  it('the user sees exactly the role\'s menus, and is forced out from the online list', async () => {
    const { page: adminPage, context: adminContext } = await browserPage();
    await signIn(e2e, adminContext);

    // a role with one page: parameters, and its buttons but delete
    await openApp(adminPage, e2e, '/system/role');
    await adminPage.locator('#system-role-search_roleName').waitFor();
    await adminPage.getByRole('button', { name: '新增' }).click();
    const roleDialog = dialog(adminPage, '添加角色');
    await roleDialog.locator('#system-role-edit_roleName').fill('端到端角色');
    await roleDialog.locator('#system-role-edit_roleKey').fill('e2e_role');
    await roleDialog.getByText('展开/折叠').click();
    await roleDialog.locator('.ant-tree-treenode', { hasText: '参数设置' }).locator('.ant-tree-checkbox').click();
    // every parameter button but delete
    await roleDialog.locator('.ant-tree-treenode', { hasText: '参数删除' }).locator('.ant-tree-checkbox').click();
    await okButton(roleDialog).click();
    await eventually(() => tableRows(adminPage).allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining('端到端角色')]));

    // a user holding that role
    // the hash changes in the same document: wait for the new page before pressing its buttons
    await openApp(adminPage, e2e, '/system/user');
    await adminPage.locator('#system-user-search_userName').waitFor();
    await adminPage.getByRole('button', { name: '新增' }).click();
    const userDialog = dialog(adminPage, '添加用户');
    await userDialog.locator('#system-user-edit_userName').fill('e2euser');
    await userDialog.locator('#system-user-edit_nickName').fill('端到端用户');
    await userDialog.locator('#system-user-edit_password').fill('e2e-pass-1');
    await userDialog.locator('#system-user-edit_roleIds').click();
    await adminPage.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '端到端角色' }).click();
    await userDialog.locator('#system-user-edit_nickName').click(); // close the dropdown
    await okButton(userDialog).click();
    await eventually(() => tableRows(adminPage).allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining('e2euser')]));

    // the user logs in through the form and sees exactly System > Parameters
    const { page: userPage } = await browserPage();
    await userPage.goto(`${e2e.url}/#/login`);
    await userPage.getByPlaceholder('账号').fill('e2euser');
    await userPage.getByPlaceholder('密码').fill('e2e-pass-1');
    await userPage.getByRole('button', { name: buttonName('登录') }).click();
    // the password an administrator gave is changed before anything else (issue 47)
    await waitForHash(userPage, '/user/profile?tab=resetPwd');
    await userPage.locator('#oldPassword').fill('e2e-pass-1');
    await userPage.locator('#newPassword').fill('e2e-pass-2');
    await userPage.locator('#confirmPassword').fill('e2e-pass-2');
    await userPage.getByRole('button', { name: buttonName('保存') }).click();
    await userPage.locator('.ant-message', { hasText: '修改成功' }).waitFor();
    const menu = sidebar(userPage);
    await menu.locator('.ant-menu-submenu-title', { hasText: '系统管理' }).click();
    await menu.locator('.ant-menu-item', { hasText: '参数设置' }).waitFor();
    const titles = (await menu.locator('.ant-menu-submenu-title, .ant-menu-item').allInnerTexts()).map((s) => s.trim()).filter(Boolean);
    expect(titles).toEqual(['首页', '系统管理', '参数设置']);
    await menu.locator('.ant-menu-item', { hasText: '参数设置' }).click();
    await waitForHash(userPage, '/system/config');
    await eventually(() => tableRows(userPage).count()).toBeGreaterThan(0);
    // the role holds no delete permission: no delete button
    expect(await userPage.getByRole('button', { name: '删除' }).count()).toBe(0);

    // the administrator forces the user out from the online list
    await openApp(adminPage, e2e, '/monitor/online');
    await adminPage.locator('#monitor-online-search_userName').waitFor();
    const row = tableRows(adminPage).filter({ hasText: 'e2euser' });
    await row.getByRole('button', { name: '强退' }).click();
    const forceOut = adminPage.locator('.ant-modal-confirm', { hasText: 'e2euser' });
    await clickWhenSettled(adminPage, forceOut, okButton(forceOut));
    await eventually(() => tableRows(adminPage).filter({ hasText: 'e2euser' }).count()).toBe(0);

    // the victim's next request gets 401 and the re-login prompt
    await settle(userPage);
    await userPage.locator('form[role=search]:visible button[type=submit]').click();
    const prompt = userPage.locator('.ant-modal-confirm', { hasText: '系统提示' });
    await prompt.waitFor();
    expect(await prompt.innerText()).toContain('登录状态已过期');
  });
});
