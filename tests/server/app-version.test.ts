import { describe, expect, it } from 'vitest';
import { admin, call, cs, t, useTestApp } from './api.js';

useTestApp({ logins: ['admin', 'cs'], lang: 'en' });

const release = (values: Record<string, unknown>) =>
  call('POST', '/biz/appVersion', { osType: 'android', versionNo: '1.0.0', buildNo: 100, updateIntro: 'First', releaseTime: '2026-01-01 08:00:00', ...values }, admin);
const latest = (query: string) => t.app.inject({ method: 'GET', url: `/api/public/appVersion/latest?${query}` });

describe('/biz/appVersion', () => {
  it('keeps releases per OS: version as 1.1.1, build a positive whole number, both unique per OS', async () => {
    expect((await release({})).statusCode).toBe(200);
    // the same numbers on the other OS are another release
    expect((await release({ osType: 'ios' })).statusCode).toBe(200);
    for (const [versionNo, buildNo, field] of [['1.1', 101, 'versionNo'], ['v1.1.1', 101, 'versionNo'], ['1.1.1.1', 101, 'versionNo'], ['1.01.0', 101, 'versionNo'], ['1.1.1', 0, 'buildNo'], ['1.1.1', 1.5, 'buildNo']] as const) {
      const res = await release({ versionNo, buildNo });
      expect(res.statusCode, `${versionNo} ${buildNo}`).toBe(400);
      expect(res.json().fields, `${versionNo} ${buildNo}`).toEqual([field]);
    }
    const sameVersion = await release({ buildNo: 200 });
    expect(sameVersion.statusCode).toBe(409);
    expect(sameVersion.json().msg).toBe('Android already has version 1.0.0');
    const sameBuild = await release({ versionNo: '1.0.1' });
    expect(sameBuild.statusCode).toBe(409);
    expect(sameBuild.json().msg).toBe('Android already has build number 100');
    expect((await call('GET', '/biz/appVersion/list?osType=android', undefined, admin)).json().total).toBe(1);
  });

  it('refuses a version lower than the latest released one of that OS, comparing numbers not text', async () => {
    expect((await release({ versionNo: '1.9.0', buildNo: 190 })).statusCode).toBe(200);
    const lower = await release({ versionNo: '1.8.5', buildNo: 185 });
    expect(lower.statusCode).toBe(400);
    expect(lower.json()).toMatchObject({ msg: expect.stringMatching(/: Version 1\.8\.5 is lower than the latest released Android version, 1\.9\.0$/), fields: ['versionNo'] });
    // 1.10.0 is newer than 1.9.0, though it sorts before it as text
    expect((await release({ versionNo: '1.10.0', buildNo: 1100 })).statusCode).toBe(200);
    // a release planned for later does not bar a fix for what is out now
    expect((await release({ versionNo: '3.0.0', buildNo: 3000, releaseTime: '2099-01-01 00:00:00' })).statusCode).toBe(200);
    expect((await release({ versionNo: '1.10.1', buildNo: 1101 })).statusCode).toBe(200);
  });

  it('keeps the details as sanitised rich text, and edits and deletes', async () => {
    const added = await release({ osType: 'ios', versionNo: '2.0.0', buildNo: 2000, details: '<p onclick="x()">New <strong>scanner</strong><script>alert(1)</script></p>', forceUpdate: 'Y' });
    expect(added.statusCode).toBe(200);
    const row = added.json().data;
    expect(row.details).toBe('<p>New <strong>scanner</strong></p>');
    const edited = await call('PUT', '/biz/appVersion', { ...row, updateIntro: 'Scanner' }, admin);
    expect(edited.json().data.updateIntro).toBe('Scanner');
    expect((await call('DELETE', `/biz/appVersion/${row.versionId},99999`, undefined, admin)).statusCode).toBe(404);
    expect((await call('GET', `/biz/appVersion/${row.versionId}`, undefined, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/biz/appVersion/${row.versionId}`, undefined, admin)).statusCode).toBe(200);
    expect((await call('GET', `/biz/appVersion/${row.versionId}`, undefined, admin)).statusCode).toBe(404);
  });

  it('is for the administrator: other roles are refused', async () => {
    expect((await call('GET', '/biz/appVersion/list', undefined, cs)).statusCode).toBe(403);
  });
});

describe('GET /public/appVersion/latest', () => {
  it('answers the latest released version of an OS with no login, and only its public fields', async () => {
    const res = await latest('osType=android');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ osType: 'android', versionNo: '1.10.1', buildNo: 1101, updateIntro: 'First', releaseTime: expect.stringMatching(/^2026-01-01/), updateAvailable: false, updateRequired: false });
  });

  it('tells a phone on an older version that an update is out, and that it must install it when a newer release requires it', async () => {
    expect((await latest('osType=android&version=1.10.1')).json().data).toMatchObject({ updateAvailable: false, updateRequired: false });
    expect((await latest('osType=android&version=1.0.0')).json().data).toMatchObject({ updateAvailable: true, updateRequired: false });
    const forced = await call('GET', '/biz/appVersion/list?osType=android&versionNo=1.9.0', undefined, admin);
    // an old release keeps its number, so it may be corrected though newer ones are out
    expect((await call('PUT', '/biz/appVersion', { ...forced.json().rows[0], forceUpdate: 'Y' }, admin)).statusCode).toBe(200);
    // the answer is cached for PUBLIC_CACHE_MS, but a write through this process clears it
    expect((await latest('osType=android&version=1.0.0')).json().data).toMatchObject({ updateAvailable: true, updateRequired: true });
    expect((await latest('osType=android&version=1.9.0')).json().data).toMatchObject({ updateAvailable: true, updateRequired: false });
  });

  it('refuses an unknown OS or a malformed version, and says when an OS has no release yet', async () => {
    expect((await latest('osType=windows')).statusCode).toBe(400);
    expect((await latest('osType=android&version=latest')).statusCode).toBe(400);
    await call('DELETE', `/biz/appVersion/${(await call('GET', '/biz/appVersion/list?osType=ios', undefined, admin)).json().rows.map((r: { versionId: number }) => r.versionId).join(',')}`, undefined, admin);
    const none = await t.app.inject({ method: 'GET', url: '/api/public/appVersion/latest?osType=ios', headers: { 'accept-language': 'en' } });
    expect(none.statusCode).toBe(404);
    expect(none.json().msg).toBe('No iOS version has been released yet');
  });
});
