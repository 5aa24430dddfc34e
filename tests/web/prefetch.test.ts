import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RouteRecord } from '../../contract/auth';
import { prefetchPageOf, rememberPages } from '../../src/app/prefetch';
import { removeToken, setToken } from '../../src/lib/auth';
import { clearDictCache } from '../../src/lib/dict';
import { server, startServer, stopServer } from './msw-server';

beforeAll(startServer);
afterAll(stopServer);

const routes: RouteRecord[] = [
  {
    path: '/system',
    component: 'Layout',
    hidden: false,
    meta: { title: '系统管理', icon: 'system', noCache: false, link: null },
    children: [{ path: 'post', component: 'system/post/index', hidden: false, meta: { title: '岗位管理', icon: 'post', noCache: false, link: null } }],
  },
] as RouteRecord[];

describe('starting the page of the address beside getInfo', () => {
  let asked: string[];
  let lists: string[];
  beforeEach(() => {
    localStorage.clear();
    removeToken();
    clearDictCache();
    asked = [];
    lists = [];
    server.use(
      http.get('*/api/system/dict/data/type/:type', ({ params }) => {
        asked.push(String(params.type));
        return HttpResponse.json({ code: 200, msg: 'ok', data: [] });
      }),
      http.get('*/api/system/post/list', ({ request }) => {
        lists.push(new URL(request.url).search);
        return HttpResponse.json({ code: 200, msg: 'ok', rows: [], total: 0 });
      }),
    );
  });

  it('asks for the list\'s first page too when the session is the one that remembered the page', async () => {
    setToken('token-of-this-session');
    rememberPages(routes);
    prefetchPageOf('/system/post');
    await expect.poll(() => lists, { timeout: 5000 }).toEqual(['?pageNum=1&pageSize=20']);
    expect(asked).toEqual(['sys_normal_disable']);
  });

  it('leaves the first page to the route for another session, a guessed page, or filters in the address', async () => {
    setToken('an-earlier-session');
    rememberPages(routes);
    setToken('a-new-session');
    prefetchPageOf('/system/post');
    await expect.poll(() => asked, { timeout: 5000 }).toEqual(['sys_normal_disable']);
    localStorage.clear();
    prefetchPageOf('/system/post');
    setToken('token-of-this-session');
    rememberPages(routes);
    prefetchPageOf('/system/post', '?postName=a');
    await new Promise((r) => setTimeout(r, 200));
    expect(lists).toEqual([]);
  });

  it('remembers which page serves each path, and on the next load fetches that page\'s dictionaries at once', async () => {
    rememberPages(routes);
    expect(JSON.parse(localStorage.getItem('page-of-path')!)).toEqual({ '/system/post': 'system/post/index' });
    prefetchPageOf('/system/post');
    await expect.poll(() => asked, { timeout: 5000 }).toEqual(['sys_normal_disable']);
  });

  it('does nothing for a path it has not seen', async () => {
    rememberPages(routes);
    prefetchPageOf('/system/nothing');
    await new Promise((r) => setTimeout(r, 200));
    expect(asked).toEqual([]);
  });

  it('guesses by RuoYi\'s convention on a first visit (no sign-in remembered yet)', async () => {
    prefetchPageOf('/system/post');
    await expect.poll(() => asked, { timeout: 5000 }).toEqual(['sys_normal_disable']);
  });

  it('does not guess a page the last sign-in placed at another path', async () => {
    localStorage.setItem('page-of-path', JSON.stringify({ '/elsewhere/posts': 'system/post/index' }));
    prefetchPageOf('/system/post');
    await new Promise((r) => setTimeout(r, 200));
    expect(asked).toEqual([]);
  });
});
