import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearDictCache, loadDict, useDict } from '../../src/lib/dict';
import { dictHandler, withMsw } from './crud-harness';
import { server } from './msw-server';

withMsw();

describe('useDict', () => {
  it('loads each type once per language and shares the cache', async () => {
    const calls: string[] = [];
    server.use(dictHandler(calls));
    const a = renderHook(() => useDict('sys_yes_no', 'sys_normal_disable'));
    const b = renderHook(() => useDict('sys_yes_no'));
    await waitFor(() => expect(a.result.current.sys_yes_no).toHaveLength(2));
    await waitFor(() => expect(a.result.current.sys_normal_disable).toHaveLength(2));
    expect(b.result.current.sys_yes_no[0].dictLabel).toBe('是');
    expect(calls.sort()).toEqual(['zh:sys_normal_disable', 'zh:sys_yes_no']);

    const c = renderHook(() => useDict('sys_yes_no'));
    expect(c.result.current.sys_yes_no).toHaveLength(2);
    await loadDict('sys_yes_no');
    expect(calls).toHaveLength(2);
  });

  it('keeps the languages apart and reloads after clearDictCache', async () => {
    const calls: string[] = [];
    server.use(dictHandler(calls));
    await loadDict('sys_yes_no');
    localStorage.setItem('lang', 'en');
    const en = await loadDict('sys_yes_no');
    expect(en[0].dictLabel).toBe('Yes');
    expect(calls).toEqual(['zh:sys_yes_no', 'en:sys_yes_no']);

    const hook = renderHook(() => useDict('sys_yes_no'));
    expect(hook.result.current.sys_yes_no[0].dictLabel).toBe('Yes');
    act(() => clearDictCache('sys_yes_no'));
    await waitFor(() => expect(calls).toHaveLength(3));
    await waitFor(() => expect(hook.result.current.sys_yes_no).toHaveLength(2));
  });
});
