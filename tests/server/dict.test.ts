import { describe, expect, it } from 'vitest';
import { admin, call, t, useTestApp } from './api.js';
import { loginAs } from './helpers.js';
import { sysDictData } from '../../server/modules/dict/table.js';

const en = () => ({ ...admin, 'accept-language': 'en-US,en;q=0.9' });
const zh = () => ({ ...admin, 'accept-language': 'zh-CN' });
useTestApp({ logins: ['admin'] });

const newType = (dictType: string, extra: object = {}) => call('POST', '/system/dict/type', { dictName: `Name ${dictType}`, dictType, ...extra });
const newData = (dictType: string, dictValue: string, extra: object = {}) =>
  call('POST', '/system/dict/data', { dictType, dictValue, dictLabelZh: `标签${dictValue}`, dictLabelEn: `Label ${dictValue}`, ...extra });

describe('GET /system/dict/type/list', () => {
  it('pages the seeded types and filters by name, type and status', async () => {
    const all = (await call('GET', '/system/dict/type/list?pageSize=5')).json();
    // 10 system types + 8 of the business core + 3 of delivery appointments + the app versions' OS
    // + 6 of clearance + 5 of inventory and outbound containers + the receipt's difference reasons
    expect(all).toMatchObject({ code: 200, total: 34 });
    expect(all.rows).toHaveLength(5);
    expect(all.rows[0]).toMatchObject({ dictId: 1, dictType: 'sys_user_sex', status: '0' });
    expect(all.rows[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const byType = (await call('GET', '/system/dict/type/list?dictType=job')).json();
    expect(byType.rows.map((r: { dictType: string }) => r.dictType).sort()).toEqual(['sys_job_group', 'sys_job_status']);
    const byName = (await call('GET', `/system/dict/type/list?dictName=${encodeURIComponent('性别')}`)).json();
    expect(byName.total).toBe(1);
    expect((await call('GET', '/system/dict/type/list?status=1')).json().total).toBe(0);
  });

  it('sorts only by whitelisted columns and filters by creation date', async () => {
    const sorted = (await call('GET', '/system/dict/type/list?orderByColumn=dictType&isAsc=descending&pageSize=100')).json();
    const types = sorted.rows.map((r: { dictType: string }) => r.dictType);
    expect(types).toEqual([...types].sort().reverse());
    const bad = await call('GET', '/system/dict/type/list?orderByColumn=password');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields?.join(' ')).toContain('orderByColumn');
    const future = (await call('GET', '/system/dict/type/list?params[beginTime]=2999-01-01')).json();
    expect(future.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await call('GET', `/system/dict/type/list?params[beginTime]=2000-01-01&params[endTime]=${today}`)).json().total).toBeGreaterThan(0);
  });
});

describe('POST, GET, PUT /system/dict/type', () => {
  it('creates, reads and renames a type, carrying its entries along', async () => {
    const created = await newType('biz_test_color', { remark: 'colours' });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.dictId;
    expect((await newData('biz_test_color', 'r')).statusCode).toBe(200);
    const got = (await call('GET', `/system/dict/type/${id}`)).json();
    expect(got.data).toMatchObject({ dictId: id, dictType: 'biz_test_color', dictName: 'Name biz_test_color', remark: 'colours' });

    const renamed = await call('PUT', '/system/dict/type', { dictId: id, dictName: 'Colours', dictType: 'biz_test_colour', status: '0' });
    expect(renamed.statusCode).toBe(200);
    const moved = (await call('GET', '/system/dict/data/list?dictType=biz_test_colour')).json();
    expect(moved.rows.map((r: { dictValue: string }) => r.dictValue)).toEqual(['r']);
    expect((await call('GET', '/system/dict/data/list?dictType=biz_test_color')).json().total).toBe(0);
  });

  it('answers 409 for a duplicate type, on create and on rename', async () => {
    const dup = await newType('sys_user_sex');
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 409 });
    expect(dup.json().msg).toContain('sys_user_sex');
    const dupEn = await call('POST', '/system/dict/type', { dictName: 'x', dictType: 'sys_user_sex' }, en());
    expect(dupEn.json().msg).toBe('The dictionary type "sys_user_sex" already exists');
    const rename = await call('PUT', '/system/dict/type', { dictId: 2, dictName: 'x', dictType: 'sys_user_sex' });
    expect(rename.statusCode).toBe(409);
    expect((await call('GET', '/system/dict/type/2')).json().data.dictType).toBe('sys_show_hide');
  });

  it('answers 400 naming the field for bad input and stores nothing', async () => {
    const before = (await call('GET', '/system/dict/type/list')).json().total;
    const bad = await newType('Has Spaces');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields?.join(' ')).toContain('dictType');
    const missing = await call('POST', '/system/dict/type', { dictType: 'ok_type' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields?.join(' ')).toContain('dictName');
    const noId = await call('PUT', '/system/dict/type', { dictName: 'x', dictType: 'no_id' });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().fields?.join(' ')).toContain('dictId');
    expect((await call('GET', '/system/dict/type/list')).json().total).toBe(before);
    expect((await call('GET', '/system/dict/type/999999')).statusCode).toBe(404);
    expect((await call('GET', '/system/dict/type/abc')).statusCode).toBe(400);
  });
});

describe('DELETE /system/dict/type/{ids}', () => {
  it('refuses a type that still has entries, and deletes an empty one', async () => {
    const inUse = await call('DELETE', '/system/dict/type/1', undefined, en());
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().msg).toContain('in use');
    expect((await call('GET', '/system/dict/type/1')).statusCode).toBe(200);

    const a = (await newType('biz_empty_a')).json().data.dictId;
    const b = (await newType('biz_empty_b')).json().data.dictId;
    // one refused id keeps the whole batch
    expect((await call('DELETE', `/system/dict/type/${a},1`)).statusCode).toBe(409);
    expect((await call('GET', `/system/dict/type/${a}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/system/dict/type/${a},${b}`)).statusCode).toBe(200);
    expect((await call('GET', `/system/dict/type/${a}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/system/dict/type/1;drop')).statusCode).toBe(400);
  });
});

describe('GET /system/dict/type/optionselect and DELETE /system/dict/type/refreshCache', () => {
  it('lists every type and clears the cache', async () => {
    const all = (await call('GET', '/system/dict/type/optionselect')).json();
    expect(all.data.length).toBeGreaterThanOrEqual(10);
    expect(all.data[0]).toMatchObject({ dictType: 'sys_user_sex' });
    expect((await call('DELETE', '/system/dict/type/refreshCache')).json()).toMatchObject({ code: 200 });
  });
});

describe('GET /system/dict/data/list and GET /system/dict/data/{id}', () => {
  it('answers the label in the request language, with both labels', async () => {
    const zhRows = (await call('GET', '/system/dict/data/list?dictType=sys_user_sex', undefined, zh())).json();
    expect(zhRows.total).toBe(3);
    expect(zhRows.rows[0]).toMatchObject({ dictValue: '0', dictLabel: '男', dictLabelZh: '男', dictLabelEn: 'Male', isDefault: 'Y' });
    const enRows = (await call('GET', '/system/dict/data/list?dictType=sys_user_sex', undefined, en())).json();
    expect(enRows.rows.map((r: { dictLabel: string }) => r.dictLabel)).toEqual(['Male', 'Female', 'Unknown']);
    const byLabel = (await call('GET', '/system/dict/data/list?dictType=sys_user_sex&dictLabel=fem')).json();
    expect(byLabel.rows.map((r: { dictValue: string }) => r.dictValue)).toEqual(['1']);
    const one = (await call('GET', `/system/dict/data/${zhRows.rows[1].dictCode}`, undefined, en())).json();
    expect(one.data).toMatchObject({ dictLabel: 'Female', dictType: 'sys_user_sex' });
    expect((await call('GET', '/system/dict/data/9999999')).statusCode).toBe(404);
  });
});

describe('POST, PUT, DELETE /system/dict/data', () => {
  it('creates, edits and deletes an entry; duplicates are 409; bad input is 400 and not stored', async () => {
    await newType('biz_test_size');
    const created = await newData('biz_test_size', 'S', { dictSort: 2, listClass: 'success' });
    expect(created.statusCode).toBe(200);
    const code = created.json().data.dictCode;

    const dup = await newData('biz_test_size', 'S');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().msg).toContain('S');
    const dupEn = await call('POST', '/system/dict/data', { dictType: 'biz_test_size', dictValue: 'S', dictLabelZh: '小', dictLabelEn: 'Small' }, en());
    expect(dupEn.json().msg).toBe('The dictionary type "biz_test_size" already has the value "S"');

    const noType = await newData('biz_no_such_type', 'x');
    expect(noType.statusCode).toBe(400);
    expect(noType.json().fields?.join(' ')).toContain('dictType');
    const noLabel = await call('POST', '/system/dict/data', { dictType: 'biz_test_size', dictValue: 'M', dictLabelZh: '中' });
    expect(noLabel.statusCode).toBe(400);
    expect(noLabel.json().fields?.join(' ')).toContain('dictLabelEn');
    const badClass = await newData('biz_test_size', 'M', { listClass: 'purple' });
    expect(badClass.statusCode).toBe(400);
    expect(badClass.json().fields?.join(' ')).toContain('listClass');
    expect((await call('GET', '/system/dict/data/list?dictType=biz_test_size')).json().total).toBe(1);

    const m = (await newData('biz_test_size', 'M', { dictSort: 1, listClass: '' })).json().data;
    expect(m.listClass).toBeNull();
    const clash = await call('PUT', '/system/dict/data', { ...m, dictValue: 'S' });
    expect(clash.statusCode).toBe(409);
    const edited = await call('PUT', '/system/dict/data', { dictCode: code, dictType: 'biz_test_size', dictValue: 'S', dictLabelZh: '小号', dictLabelEn: 'Small', dictSort: 3 }, en());
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ dictLabel: 'Small', dictLabelZh: '小号', dictSort: 3 });
    const list = (await call('GET', '/system/dict/data/list?dictType=biz_test_size')).json();
    expect(list.rows.map((r: { dictValue: string }) => r.dictValue)).toEqual(['M', 'S']);

    expect((await call('DELETE', `/system/dict/data/${code},${m.dictCode}`)).statusCode).toBe(200);
    expect((await call('GET', '/system/dict/data/list?dictType=biz_test_size')).json().total).toBe(0);
  });
});

describe('GET /system/dict/data/type/{dictType}', () => {
  it('answers enabled entries in sort order, for any signed-in user, in their language', async () => {
    const cs = await loginAs(t.app, 'cs');
    const res = await call('GET', '/system/dict/data/type/sys_oper_type', undefined, { ...cs, 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    expect(rows.map((r: { dictSort: number }) => r.dictSort)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 99]);
    expect(rows[0]).toMatchObject({ dictLabel: 'Insert', dictLabelZh: '新增' });
    expect((await call('GET', '/system/dict/data/type/no_such_type')).json().data).toEqual([]);
  });

  it('shows a write at once: the cache is cleared on every write', async () => {
    await newType('biz_test_cache');
    const first = await newData('biz_test_cache', 'a', { dictSort: 1 });
    const read = async () => (await call('GET', '/system/dict/data/type/biz_test_cache', undefined, en())).json().data;
    expect((await read()).map((r: { dictLabel: string }) => r.dictLabel)).toEqual(['Label a']);
    await newData('biz_test_cache', 'b', { dictSort: 0 });
    expect((await read()).map((r: { dictValue: string }) => r.dictValue)).toEqual(['b', 'a']);
    await call('PUT', '/system/dict/data', { ...first.json().data, status: '1' });
    expect((await read()).map((r: { dictValue: string }) => r.dictValue)).toEqual(['b']);
    const type = (await call('GET', '/system/dict/type/list?dictType=biz_test_cache')).json().rows[0];
    await call('PUT', '/system/dict/type', { ...type, dictType: 'biz_test_cache2' });
    expect(await read()).toEqual([]);
    expect((await call('GET', '/system/dict/data/type/biz_test_cache2')).json().data).toHaveLength(1);
  });

  it('keeps answering from the cache until a write or DELETE refreshCache', async () => {
    const read = async () => (await call('GET', '/system/dict/data/type/sys_yes_no')).json().data.map((r: { dictValue: string }) => r.dictValue);
    expect(await read()).toEqual(['Y', 'N']);
    // written behind the API's back, as another server process would
    await t.app.db.insert(sysDictData).values({ dictType: 'sys_yes_no', dictValue: 'U', dictLabelZh: '未定', dictLabelEn: 'Undecided', dictSort: 3 });
    expect(await read()).toEqual(['Y', 'N']);
    await call('DELETE', '/system/dict/type/refreshCache');
    expect(await read()).toEqual(['Y', 'N', 'U']);
  });
});

describe('POST and GET /system/dict/type/export, /system/dict/data/export', () => {
  const isXlsx = (res: Awaited<ReturnType<typeof call>>) => {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''/);
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  };
  it('exports xlsx workbooks', async () => {
    isXlsx(await call('POST', '/system/dict/type/export', { status: '0' }));
    isXlsx(await call('GET', '/system/dict/type/export?dictType=sys'));
    isXlsx(await call('POST', '/system/dict/data/export', { dictType: 'sys_user_sex' }));
    isXlsx(await call('GET', '/system/dict/data/export?dictType=sys_user_sex'));
    // the SPA's download() posts its filters as a form, RuoYi-style
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/system/dict/data/export',
      headers: { ...admin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'dictType=sys_user_sex&pageNum=1&params%5BbeginTime%5D=2000-01-01',
    });
    isXlsx(form);
  });
});

describe('access to /system/dict', () => {
  const endpoints: Array<[string, string, object?]> = [
    ['GET', '/system/dict/type/list'],
    ['GET', '/system/dict/type/1'],
    ['GET', '/system/dict/type/optionselect'],
    ['POST', '/system/dict/type', { dictName: 'n', dictType: 'never_made' }],
    ['PUT', '/system/dict/type', { dictId: 1, dictName: 'n', dictType: 'sys_user_sex' }],
    ['DELETE', '/system/dict/type/1'],
    ['DELETE', '/system/dict/type/refreshCache'],
    ['POST', '/system/dict/type/export', {}],
    ['GET', '/system/dict/type/export'],
    ['GET', '/system/dict/data/list'],
    ['GET', '/system/dict/data/1'],
    ['POST', '/system/dict/data', { dictType: 'sys_user_sex', dictValue: 'z', dictLabelZh: 'z', dictLabelEn: 'z' }],
    ['PUT', '/system/dict/data', { dictCode: 1, dictType: 'sys_user_sex', dictValue: '0', dictLabelZh: 'z', dictLabelEn: 'z' }],
    ['DELETE', '/system/dict/data/1'],
    ['POST', '/system/dict/data/export', {}],
    ['GET', '/system/dict/data/export'],
  ];
  it('answers 403 to a user without the dictionary permissions', async () => {
    const cs = await loginAs(t.app, 'cs');
    for (const [method, url, body] of endpoints) {
      const res = await call(method as 'GET', url, body, cs);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('GET', '/system/dict/type/1')).json().data.dictName).toBe('用户性别');
  });
  it('answers 401 without a token', async () => {
    for (const [method, url, body] of [...endpoints, ['GET', '/system/dict/data/type/sys_user_sex'] as [string, string]]) {
      const res = await call(method as 'GET', url, body, {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
