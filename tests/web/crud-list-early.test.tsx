import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { CrudApi } from '../../src/components/crud/types';
import { useCrudList } from '../../src/components/crud/use-crud-list';

type Row = { id: number; name: string };
const apiWith = (list: CrudApi<Row>['list']): CrudApi<Row> => ({
  list,
  get: vi.fn(),
  add: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
  exportFile: vi.fn(),
});

function Names({ api }: { api: CrudApi<Row> }) {
  const { data } = useCrudList(api, { defaultQuery: { status: '0' } });
  return <ul>{data.rows.map((r) => <li key={r.id}>{r.name}</li>)}</ul>;
}

describe('useCrudList', () => {
  it('asks for the first page while the list first renders, before anything has mounted', () => {
    const list = vi.fn(async () => ({ rows: [], total: 0 }));
    renderToString(<Names api={apiWith(list)} />); // renders without ever running an effect
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20, status: '0' });
  });

  it('shows that answer once mounted, without asking twice', async () => {
    const list = vi.fn(async () => ({ rows: [{ id: 1, name: 'first' }], total: 1 }));
    render(<Names api={apiWith(list)} />);
    expect(await screen.findByText('first')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(1);
  });
});
