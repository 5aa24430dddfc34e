import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CrudPage } from '../../src/components/crud/crud-page';
import { configDefinition } from '../../src/pages/config/config-page';
import { postDefinition } from '../../src/pages/post/post-page';
import { dictHandler, renderPage, setPermissions, withMsw } from './crud-harness';
import { memoryResource } from './crud-memory';
import { server } from './msw-server';

withMsw();
beforeEach(() => setPermissions(['*:*:*']));

describe('a list page opened by a link with filters', () => {
  it("lists with the link's filters and shows them in the search form", { timeout: 60_000 }, async () => {
    const res = memoryResource('/system/post', 'postId', [
      { postId: 1, postCode: 'ceo', postName: 'Chief', postSort: 1, status: '0' },
      { postId: 2, postCode: 'tally', postName: 'Tally', postSort: 2, status: '1' },
    ]);
    server.use(dictHandler(), ...res.handlers);
    renderPage(<CrudPage definition={postDefinition} />, { path: '/system/post?postCode=tally&status=1', pattern: '/system/post' });
    await screen.findByText('Tally');
    await waitFor(() => expect(res.calls[0].query.get('postCode')).toBe('tally'));
    expect(res.calls[0].query.get('status')).toBe('1');
    expect(screen.queryByText('Chief')).not.toBeInTheDocument();
    expect((document.getElementById('system-post-search_postCode') as HTMLInputElement).value).toBe('tally');
  });

  it('applies a new link to a list already open, as if freshly opened by it', { timeout: 60_000 }, async () => {
    const res = memoryResource('/system/post', 'postId', [
      { postId: 1, postCode: 'ceo', postName: 'Chief', postSort: 1, status: '0' },
      { postId: 2, postCode: 'tally', postName: 'Tally', postSort: 2, status: '1' },
    ]);
    server.use(dictHandler(), ...res.handlers);
    const { router } = renderPage(<CrudPage definition={postDefinition} />, { path: '/system/post?postCode=tally', pattern: '/system/post' });
    await screen.findByText('Tally');
    await router.navigate('/system/post?postCode=ceo');
    await screen.findByText('Chief');
    expect(screen.queryByText('Tally')).not.toBeInTheDocument();
    expect(res.last('GET', '/list')?.query.get('postCode')).toBe('ceo');
    await waitFor(() => expect((document.getElementById('system-post-search_postCode') as HTMLInputElement).value).toBe('ceo'));
  });

  it('shows a date range that came with the link in its date field', { timeout: 60_000 }, async () => {
    const res = memoryResource('/system/config', 'configId', []);
    server.use(dictHandler(), ...res.handlers);
    renderPage(<CrudPage definition={configDefinition} />, { path: '/system/config?params[beginTime]=2026-11-01&params[endTime]=2026-11-27', pattern: '/system/config' });
    await waitFor(() => expect(res.calls[0]?.query.get('params[beginTime]')).toBe('2026-11-01'));
    // The search form's fields may come in after the first list call has gone out.
    await waitFor(() => {
      const inputs = [...document.querySelectorAll<HTMLInputElement>('.crud-search .ant-picker-range input')].map((i) => i.value);
      expect(inputs).toEqual(['2026-11-01', '2026-11-27']);
    });
  });
});
