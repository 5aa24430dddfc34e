import { expect, it } from 'vitest';
import { loadDict } from '../../src/lib/dict';
import { dictHandler, useMsw } from './crud-harness';
import { server } from './msw-server';

useMsw();
it('loads', async () => {
  const calls: string[] = [];
  server.use(dictHandler(calls));
  const rows = await loadDict('sys_yes_no');
  expect(rows.length).toBe(2);
  expect(calls).toEqual(['zh:sys_yes_no']);
});
