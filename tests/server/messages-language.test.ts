// @databases: embedded — validation, permissions and language of the answers, refused before the database
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from './api.js';
import { ZOD_ENGLISH } from './zod-english.js';

useTestApp({ logins: ['admin'] });

describe('a refused value is explained in the reader’s language', () => {
  it('answers a body, a query and a public route in Chinese or English as asked', async () => {
    const cases = [
      () => ['PUT', '/system/config', { configId: 1, configName: 'x', configKey: 'k', configValue: 'v', configType: 'Y', remark: 'x'.repeat(501) }] as const,
      () => ['GET', '/system/config/list?pageSize=abc', undefined] as const,
      () => ['GET', '/public/carList', undefined] as const,
    ];
    for (const make of cases) {
      const [method, url, body] = make();
      const zh = await call(method, url, body, undefined, 'zh-CN');
      const en = await call(method, url, body, undefined, 'en');
      expect(zh.statusCode, url).toBe(400);
      expect(zh.json().msg, url).not.toMatch(ZOD_ENGLISH);
      expect(zh.json().msg, url).toMatch(/[\u4e00-\u9fff]/);
      expect(en.json().msg, url).toMatch(ZOD_ENGLISH);
      expect(en.json().fields, url).toEqual(zh.json().fields);
    }
  });
});
