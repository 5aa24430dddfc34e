import { describe, expect, it } from 'vitest';
import { admin, call, cs, useTestApp } from './api.js';

useTestApp({ logins: ['admin', 'cs'], as: 'admin' });

const get = async (url: string, lang: 'zh' | 'en', headers = admin) => (await call('GET', url, undefined, headers, lang)).json();

describe('seeded roles, posts and departments read in the caller\'s language', () => {
  it('the home page, the profile and the user form\'s choices', async () => {
    for (const [lang, role, dept, post] of [['en', 'Customer service', 'Customer service', 'Documentary clerk'], ['zh', '客服', '客服部', '跟单员']] as const) {
      const home = await get('/index/summary', lang, cs);
      expect(home.data.user).toMatchObject({ roles: [role], deptName: dept });
      const profile = await get('/system/user/profile', lang, cs);
      expect(profile.roleGroup).toBe(role);
      const form = await get('/system/user/', lang);
      expect(form.roles.map((r: { roleName: string }) => r.roleName)).toContain(role);
      expect(form.posts.map((p: { postName: string }) => p.postName)).toContain(post);
      const users = await get('/system/user/list?userName=cs', lang);
      expect(users.rows[0].dept.deptName).toBe(dept);
      const tree = JSON.stringify((await get('/system/user/deptTree', lang)).data);
      expect(tree).toContain(`"label":"${dept}"`);
    }
  });

  it('the lists keep both names for the dialog, which edits the English one', async () => {
    const roles = (await get('/system/role/list?roleKey=cs', 'en')).rows;
    expect(roles[0]).toMatchObject({ roleName: '客服', roleNameEn: 'Customer service' });
    const added = await call('POST', '/system/post', { postCode: 'checker', postName: '复核员', postNameEn: 'Checker', postSort: 9, status: '0' });
    expect(added.statusCode, added.body).toBe(200);
    const posts = (await get('/system/post/list?postCode=checker', 'en')).rows;
    expect(posts[0]).toMatchObject({ postName: '复核员', postNameEn: 'Checker' });
    const form = await get('/system/user/', 'en');
    expect(form.posts.map((p: { postName: string }) => p.postName)).toContain('Checker');
    // without an English name the Chinese one shows in English mode too
    await call('PUT', '/system/post', { ...posts[0], postNameEn: '' });
    expect((await get('/system/user/', 'en')).posts.map((p: { postName: string }) => p.postName)).toContain('复核员');
  });
});
