import { describe, expect, it } from 'vitest';
import { admin as headers, call, t, useTestApp } from './api.js';
import { SEEDED_PARAMETERS } from './helpers.js';

useTestApp({ logins: ['admin'] });


describe('/system/config', () => {
  it('GET list pages, filters and sorts the seeded parameters', async () => {
    const all = (await call('GET', '/system/config/list')).json();
    expect(all).toMatchObject({ code: 200 });
    expect(all.total).toBe(SEEDED_PARAMETERS);
    const some = (await call('GET', '/system/config/list?configKey=sys.account&orderByColumn=configKey&isAsc=ascending&pageSize=2')).json();
    expect(some.total).toBe(4);
    expect(some.rows.map((r: { configKey: string }) => r.configKey)).toEqual(['sys.account.captchaEnabled', 'sys.account.initPasswordModify']);
    const ranged = (await call('GET', '/system/config/list?params%5BbeginTime%5D=2000-01-01&params%5BendTime%5D=2000-01-02')).json();
    expect(ranged.total).toBe(0);
  });

  it('POST, GET {id}, GET configKey/{key}, PUT, DELETE {ids}', async () => {
    const created = await call('POST', '/system/config', { configName: 'Dock count', configKey: 'biz.dock.count', configValue: '6', remark: 'r' });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.configId;
    expect((await call('GET', `/system/config/${id}`)).json().data).toMatchObject({ configKey: 'biz.dock.count', configValue: '6', configType: 'N', createBy: 'admin' });
    expect((await call('GET', '/system/config/configKey/biz.dock.count')).json().msg).toBe('6');

    const updated = await call('PUT', '/system/config', { configId: id, configName: 'Dock count', configKey: 'biz.dock.count', configValue: '8' });
    expect(updated.statusCode).toBe(200);
    // the parameter cache was cleared by the write
    expect((await call('GET', '/system/config/configKey/biz.dock.count')).json().msg).toBe('8');

    expect((await call('DELETE', `/system/config/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `/system/config/${id}`)).statusCode).toBe(404);
  });

  it('refuses a duplicate key with 409 and stores nothing', async () => {
    const res = await call('POST', '/system/config', { configName: 'again', configKey: 'sys.user.initPassword', configValue: 'x' });
    expect(res.statusCode).toBe(409);
    expect((await call('GET', '/system/config/list')).json().total).toBe(SEEDED_PARAMETERS);
  });

  it('refuses to delete a built-in parameter, and deletes nothing of the batch', async () => {
    const mine = (await call('POST', '/system/config', { configName: 'mine', configKey: 'my.key', configValue: '1' })).json().data.configId;
    const res = await call('DELETE', `/system/config/${mine},1`);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('sys.index.skinName');
    expect((await call('GET', `/system/config/${mine}`)).statusCode).toBe(200);
  });

  it('DELETE refreshCache and clearCache answer success', async () => {
    expect((await call('DELETE', '/system/config/refreshCache')).json().code).toBe(200);
    expect((await call('DELETE', '/system/config/clearCache')).json().code).toBe(200);
  });

  it('exports an xlsx workbook (GET and POST)', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(method, '/system/config/export', method === 'POST' ? {} : undefined);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
  });

  it('records each write in the operation log with secrets masked', async () => {
    await t.app.inject({ method: 'PUT', url: '/api/system/config', headers, payload: { configId: 2, configName: 'init password', configKey: 'sys.user.initPassword', configValue: 'S3cret!' } });
    const { sysOperLog } = await import('../../server/plugins/oper-log-table.js');
    const rows = await t.app.db.select().from(sysOperLog);
    const put = rows.find((r) => r.requestMethod === 'PUT');
    expect(put).toMatchObject({ operName: 'admin', status: '0', businessType: 2 });
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const { maskSecrets } = await import('../../server/lib/secrets.js');
    expect(maskSecrets({ oldPassword: 'a', newPassword: 'b', nested: [{ token: 't', name: 'n' }] })).toEqual({
      oldPassword: '******',
      newPassword: '******',
      nested: [{ token: '******', name: 'n' }],
    });
  });
});
