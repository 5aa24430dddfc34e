// @databases: embedded — validation, permissions and language of the answers, refused before the database
import { describe, expect, it } from 'vitest';
import { admin, call, cs, t, useTestApp } from './api.js';
import { sheetValues } from './xlsx.js';

useTestApp({ logins: ['admin', 'cs'], as: 'admin' });

type Lang = 'zh' | 'en';
const get = async (url: string, lang: Lang, headers = admin) => (await call('GET', url, undefined, headers, lang)).json();
const exported = async (url: string, lang: Lang) => sheetValues((await t.app.inject({ method: 'GET', url: `/api${url}`, headers: { ...admin, 'accept-language': lang } })).rawPayload);
const labels = (nodes: { label: string; children?: unknown[] }[]): string[] =>
  nodes.flatMap((n) => [n.label, ...labels((n.children ?? []) as { label: string }[])]);

const seeded = {
  en: { roles: ['Super administrator', 'Customer service', 'Customs', 'Warehouse tally (LHY)'], role: 'Customer service', dept: 'Customer service', post: 'Documentary clerk', posts: ['Documentary clerk', 'Customs broker', 'Tally clerk', 'Forklift driver', 'Stevedore'], root: 'Logistics company' },
  zh: { roles: ['超级管理员', '客服', '报关', '仓库理货'], role: '客服', dept: '客服部', post: '跟单员', posts: ['跟单员', '报关员', '理货员', '叉车司机', '装卸工'], root: '物流公司' },
} as const;

describe('seeded roles, posts and departments read in the caller\'s language', () => {
  it('the home page, getInfo, the profile and the user form\'s choices', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const { role, dept, post, roles, posts, root } = seeded[lang];
      const home = await get('/index/summary', lang, cs);
      expect(home.data.user).toMatchObject({ roles: [role], deptName: dept });
      const info = await get('/getInfo', lang, cs);
      expect(info.user.dept).toMatchObject({ deptId: 101, deptName: dept });
      const profile = await get('/system/user/profile', lang, cs);
      expect(profile.roleGroup).toBe(role);
      expect(profile.postGroup).toBe(post);
      expect(profile.data.dept.deptName).toBe(dept);
      const users = await get('/system/user/list?userName=cs', lang);
      expect(users.rows[0].dept.deptName).toBe(dept);
      const csId = String(users.rows[0].userId);
      // the add dialog and the edit dialog of a user list the roles and posts to choose from
      for (const url of ['/system/user/', `/system/user/${csId}`]) {
        const form = await get(url, lang);
        expect(form.roles.map((r: { roleName: string }) => r.roleName)).toEqual([...roles]);
        expect(form.posts.map((p: { postName: string }) => p.postName)).toEqual([...posts]);
      }
      const authRole = await get(`/system/user/authRole/${csId}`, lang);
      expect(authRole.roles.map((r: { roleName: string }) => r.roleName)).toEqual([...roles]);
      expect(labels((await get('/system/user/deptTree', lang)).data)).toEqual(expect.arrayContaining([root, dept]));
      expect(labels((await get('/system/role/deptTree/2', lang)).depts)).toEqual(expect.arrayContaining([root, dept]));
      expect((await get('/system/role/optionselect', lang)).data.map((r: { roleName: string }) => r.roleName)).toEqual([...roles]);
      expect((await get('/system/dept/103', lang)).data.parentName).toBe(root);
    }
  });

  it('the role, post and department lists carry both names (the page shows the one of its language)', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const roles = (await get('/system/role/list', lang)).rows;
      expect(roles.map((r: { roleName: string; roleNameEn: string }) => [r.roleName, r.roleNameEn])).toEqual(seeded.zh.roles.map((zh, i) => [zh, seeded.en.roles[i]]));
      const posts = (await get('/system/post/list', lang)).rows;
      expect(posts.map((p: { postName: string; postNameEn: string }) => [p.postName, p.postNameEn])).toEqual(seeded.zh.posts.map((zh, i) => [zh, seeded.en.posts[i]]));
      const depts = (await get('/system/dept/list', lang)).data;
      expect(depts.find((d: { deptId: number }) => d.deptId === 101)).toMatchObject({ deptName: '客服部', deptNameEn: 'Customer service' });
    }
  });

  it('a name search matches either language', async () => {
    const keys = async (url: string, key: string) => {
      const body = await get(url, 'zh');
      return ((body.rows ?? body.data) as Record<string, unknown>[]).map((r) => r[key]);
    };
    expect(await keys('/system/role/list?roleName=customer', 'roleKey')).toEqual(['cs']);
    expect(await keys(`/system/role/list?roleName=${encodeURIComponent('客')}`, 'roleKey')).toEqual(['cs']);
    expect(await keys('/system/post/list?postName=forklift', 'postCode')).toEqual(['forklift']);
    expect(await keys(`/system/post/list?postName=${encodeURIComponent('叉车')}`, 'postCode')).toEqual(['forklift']);
    expect(await keys('/system/dept/list?deptName=warehousing', 'deptId')).toEqual([103]);
    expect(await keys(`/system/dept/list?deptName=${encodeURIComponent('仓储')}`, 'deptId')).toEqual([103]);
  });

  it('exports and refusals name them in the caller\'s language', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const roles = await exported('/system/role/export?roleKey=cs', lang);
      expect(roles[1][1]).toBe(seeded[lang].role);
      const posts = await exported('/system/post/export?postCode=forklift', lang);
      expect(posts[1][2]).toBe(seeded[lang].posts[3]);
      const users = (await exported('/system/user/export?userName=cs', lang)).slice(1);
      expect(users[0]).toContain(seeded[lang].dept);
      // a held role, post or department cannot go: the refusal names it
      const role = await call('DELETE', '/system/role/2', undefined, admin, lang);
      expect(role.statusCode).toBe(409);
      expect(role.json().msg).toContain(seeded[lang].role);
      const dept = await call('DELETE', '/system/dept/101', undefined, admin, lang);
      expect(dept.statusCode).toBe(409);
      expect(dept.json().msg).toContain(seeded[lang].dept);
    }
  });

  it('the dialogs store and return both names; an empty English name falls back to the Chinese one', async () => {
    // role: edit a seeded one's English name
    const role = (await get('/system/role/3', 'en')).data;
    expect(role).toMatchObject({ roleName: '报关', roleNameEn: 'Customs' });
    const menuIds = (await get('/system/menu/roleMenuTreeselect/3', 'zh')).checkedKeys;
    const put = await call('PUT', '/system/role', { ...role, roleNameEn: 'Customs declaration', menuIds });
    expect(put.statusCode, put.body).toBe(200);
    expect((await get('/system/role/3', 'en')).data).toMatchObject({ roleName: '报关', roleNameEn: 'Customs declaration' });
    expect((await get('/system/role/3', 'zh')).data).toMatchObject({ roleName: '报关', roleNameEn: 'Customs declaration' });
    expect((await get('/system/user/', 'en')).roles.map((r: { roleName: string }) => r.roleName)).toContain('Customs declaration');
    expect((await get('/system/user/', 'zh')).roles.map((r: { roleName: string }) => r.roleName)).toContain('报关');
    const long = await call('PUT', '/system/role', { ...role, roleNameEn: 'x'.repeat(51), menuIds });
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toContain('roleNameEn');

    // post: added with both names, then without the English one
    const added = await call('POST', '/system/post', { postCode: 'checker', postName: '复核员', postNameEn: 'Checker', postSort: 9, status: '0' });
    expect(added.statusCode, added.body).toBe(200);
    const post = (await get('/system/post/list?postCode=checker', 'en')).rows[0];
    expect(post).toMatchObject({ postName: '复核员', postNameEn: 'Checker' });
    expect((await get(`/system/post/${String(post.postId)}`, 'en')).data).toMatchObject({ postName: '复核员', postNameEn: 'Checker' });
    expect((await get('/system/user/', 'en')).posts.map((p: { postName: string }) => p.postName)).toContain('Checker');
    expect((await call('PUT', '/system/post', { ...post, postNameEn: '' })).statusCode).toBe(200);
    expect((await get('/system/user/', 'en')).posts.map((p: { postName: string }) => p.postName)).toContain('复核员');

    // department: added with both names, the trees show the one of the language
    const dept = await call('POST', '/system/dept', { parentId: 100, deptName: '夜班', deptNameEn: 'Night shift', orderNum: 9 });
    expect(dept.statusCode, dept.body).toBe(200);
    const deptId = dept.json().data.deptId as number;
    expect((await get(`/system/dept/${String(deptId)}`, 'en')).data).toMatchObject({ deptName: '夜班', deptNameEn: 'Night shift' });
    expect(labels((await get('/system/user/deptTree', 'en')).data)).toContain('Night shift');
    expect(labels((await get('/system/user/deptTree', 'zh')).data)).toContain('夜班');
    const renamed = await call('PUT', '/system/dept', { ...(await get(`/system/dept/${String(deptId)}`, 'zh')).data, deptNameEn: '' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(labels((await get('/system/user/deptTree', 'en')).data)).toContain('夜班');
  });
});
