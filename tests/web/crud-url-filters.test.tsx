import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CrudPage } from '../../src/components/crud/crud-page';
import { postDefinition } from '../../src/pages/post/post-page';
import { dictHandler, renderPage, setPermissions, withMsw } from './crud-harness';
import { memoryResource } from './crud-memory';
import { server } from './msw-server';

withMsw();
beforeEach(() => setPermissions(['*:*:*']));

describe('a list page opened by a link with filters', () => {
  it("lists with the link's filters and shows them in the search form", async () => {
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
});
