import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { FIRST_ROWS_WAIT_MS, menuPageLoader } from '../../src/app/route-objects';
import { listDefinitionOf, startFirstRequests } from '../../src/components/crud/first-requests';
import type { CrudApi, CrudDefinition } from '../../src/components/crud/types';
import { useCrudList } from '../../src/components/crud/use-crud-list';
import { removeToken, setToken } from '../../src/lib/auth';
import { preloadable } from '../../src/lib/preloadable';
import { useTagsViewStore } from '../../src/stores/tags-view';
import { pages } from '../../src/pages/registry';
import { dictHandler, renderPage, setPermissions, withMsw } from './crud-harness';
import { memoryResource } from './crud-memory';
import { registryCases } from './crud-resources';
import { server } from './msw-server';

type Row = { id: number; name: string };
const apiWith = (list: CrudApi<Row>['list']): CrudApi<Row> => ({ list, get: vi.fn(), add: vi.fn(), update: vi.fn(), remove: vi.fn(), exportFile: vi.fn() });
const definitionOf = (api: CrudApi<Row>, more: Partial<CrudDefinition<Row>> = {}): CrudDefinition<Row> => ({
  title: 't',
  rowKey: 'id',
  permission: 'p',
  api,
  fields: [{ name: 'name', label: 'name' }],
  ...more,
});

let renders: number[] = [];
function Names({ api, defaultQuery }: { api: CrudApi<Row>; defaultQuery?: Record<string, unknown> }) {
  const { data } = useCrudList(api, { defaultQuery });
  renders.push(data.rows.length);
  return <ul>{data.rows.map((r) => <li key={r.id}>{r.name}</li>)}</ul>;
}

withMsw();
beforeEach(() => {
  renders = [];
  setPermissions(['*:*:*']);
});

describe('a list page\'s first requests, started by its route before it renders', () => {
  it('draws the rows in the list\'s first render, without asking again', async () => {
    const list = vi.fn(async () => ({ rows: [{ id: 1, name: 'first' }], total: 1 }));
    const api = apiWith(list);
    await startFirstRequests(definitionOf(api, { defaultQuery: { status: '0' } }) as unknown as CrudDefinition);
    render(<Names api={api} defaultQuery={{ status: '0' }} />);
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(renders[0]).toBe(1);
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20, status: '0' });
  });

  it('started twice for the same first page (the prefetch, then the route), asks once; asks again after a failure', async () => {
    /** The prefetch's start, then the route's, then the list drawn. */
    const startTwiceAndDraw = async (list: CrudApi<Row>['list']) => {
      const api = apiWith(list);
      await startFirstRequests(definitionOf(api) as unknown as CrudDefinition);
      await startFirstRequests(definitionOf(api) as unknown as CrudDefinition);
      render(<Names api={api} />);
    };
    const list = vi.fn(async () => ({ rows: [{ id: 1, name: 'first' }], total: 1 }));
    await startTwiceAndDraw(list);
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(1);

    const flaky = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ rows: [{ id: 2, name: 'second' }], total: 1 });
    await startTwiceAndDraw(flaky);
    expect(screen.getByText('second')).toBeInTheDocument();
    expect(flaky).toHaveBeenCalledTimes(2);
  });

  it('is not used by a list asking for something else: that list asks for its own', async () => {
    const list = vi.fn(async (q: Record<string, unknown>) => ({ rows: [{ id: 1, name: String(q.status ?? 'any') }], total: 1 }));
    const api = apiWith(list);
    await startFirstRequests(definitionOf(api) as unknown as CrudDefinition);
    render(<Names api={api} defaultQuery={{ status: '1' }} />);
    expect(await screen.findByText('1')).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, status: '1' });
  });

  it('is taken while still on its way, however long that takes', async () => {
    let answer!: (page: { rows: Row[]; total: number }) => void;
    const list = vi.fn(() => new Promise<{ rows: Row[]; total: number }>((resolve) => (answer = resolve)));
    const api = apiWith(list);
    void startFirstRequests(definitionOf(api) as unknown as CrudDefinition);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 30_000);
    render(<Names api={api} />);
    answer({ rows: [{ id: 1, name: 'slow' }], total: 1 });
    await screen.findByText('slow');
    expect(list).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it('is taken once, and not ten seconds after it came', async () => {
    const list = vi.fn(async () => ({ rows: [{ id: 1, name: 'first' }], total: 1 }));
    const api = apiWith(list);
    await startFirstRequests(definitionOf(api) as unknown as CrudDefinition);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 10_001);
    render(<Names api={api} />);
    expect(renders[0]).toBe(0);
    await screen.findByText('first');
    expect(list).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });

  it('also fetches the dictionaries its fields name', async () => {
    const asked: string[] = [];
    server.use(dictHandler(asked));
    const api = apiWith(async () => ({ rows: [], total: 0 }));
    await startFirstRequests(definitionOf(api, { fields: [{ name: 'status', label: 's', type: 'dict', dict: 'sys_normal_disable' }] }) as unknown as CrudDefinition);
    expect(asked).toEqual(['zh:sys_normal_disable']);
  });
});

describe('a menu page\'s route loader', () => {
  const loaderOf = (list: CrudApi<Row>['list']) => {
    const fooDefinition = definitionOf(apiWith(list));
    return menuPageLoader(preloadable(async () => ({ fooDefinition, FooPage: () => null }), (m) => m.FooPage));
  };
  const run = (loader: ReturnType<typeof loaderOf>, address: string) =>
    loader({ request: new Request(`http://localhost${address}`), params: {} } as LoaderFunctionArgs);
  beforeEach(() => {
    setToken('t');
    useTagsViewStore.setState({ visitedViews: [] });
  });

  it('starts a list page\'s first page and waits for it', async () => {
    const list = vi.fn(async () => ({ rows: [], total: 0 }));
    await run(loaderOf(list), '/biz/foo');
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('starts nothing for a page kept open in a tab, for an address with filters, or without a session', async () => {
    const list = vi.fn(async () => ({ rows: [], total: 0 }));
    const loader = loaderOf(list);
    useTagsViewStore.setState({ visitedViews: [{ path: '/biz/foo', fullPath: '/biz/foo', title: 'foo' }] });
    await run(loader, '/biz/foo');
    useTagsViewStore.setState({ visitedViews: [] });
    await run(loader, '/biz/foo?name=x');
    removeToken();
    await run(loader, '/biz/foo');
    expect(list).not.toHaveBeenCalled();
  });

  it(`lets the page be drawn after ${FIRST_ROWS_WAIT_MS} ms when the list is slow`, async () => {
    let answer: (v: { rows: Row[]; total: number }) => void = () => undefined;
    const list = vi.fn(() => new Promise<{ rows: Row[]; total: number }>((resolve) => (answer = resolve)));
    const started = performance.now();
    await run(loaderOf(list), '/biz/foo');
    expect(performance.now() - started).toBeGreaterThanOrEqual(FIRST_ROWS_WAIT_MS - 5);
    expect(list).toHaveBeenCalledTimes(1);
    answer({ rows: [], total: 0 });
  });
});

const registered = (await registryCases()).flatMap((r) => (r.case ? [r.case] : []));
const elseEmpty = http.get('*', () => HttpResponse.json({ code: 200, msg: 'ok', data: [], rows: [], total: 0 }));

// what the route's loader starts must be what the page then asks for, or the page asks twice
describe.each(registered)('the $key page', (rc) => {
  it('takes the first page its route started, and asks for no other', async () => {
    const res = memoryResource(rc.base, rc.definition.rowKey, rc.seed, rc.derive);
    server.use(dictHandler(), ...res.handlers, elseEmpty);
    const module = await pages[rc.key].load();
    const definition = listDefinitionOf(module);
    expect(definition).toBeDefined();
    await startFirstRequests(definition!);
    renderPage(createElement(pages[rc.key]));
    await screen.findAllByText(String(rc.derive(rc.seed[0])[rc.display]));
    expect(res.calls.filter((c) => c.method === 'GET' && c.path.endsWith('/list'))).toHaveLength(1);
  });
});
