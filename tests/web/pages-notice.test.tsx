import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HomeNotices } from '../../src/pages/home/home-notices';
import { NoticePage } from '../../src/pages/notice/notice-page';
import { button, openDialog, renderPage, setPermissions, t, withMsw } from './crud-harness';
import { memoryResource } from './crud-memory';
import { resourceCases } from './crud-seeds';
import { monitorDictHandler } from './monitor-fixtures';
import { server } from './msw-server';

withMsw();
beforeEach(() => setPermissions(['*:*:*']));
// ProseMirror measures the page after each change; jsdom does no layout
beforeAll(() => {
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= rects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  (Text.prototype as unknown as { getClientRects?: () => DOMRectList }).getClientRects ??= rects;
  document.elementFromPoint ??= () => null;
});

const paste = (target: HTMLElement, text: string) =>
  fireEvent.paste(target, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : ''), types: ['text/plain'] } });

const seed = resourceCases.find((c) => c.name === 'notice')!.seed;

describe('NoticePage', () => {
  it('writes the content in the rich-text editor and sends it as HTML', async () => {
    const res = memoryResource('/system/notice', 'noticeId', seed);
    server.use(monitorDictHandler(), ...res.handlers);
    renderPage(<NoticePage />);
    await screen.findByText('春节放假通知');
    expect(screen.getAllByText('通知').length).toBeGreaterThan(0);

    fireEvent.click(button(document.body, t('crud:add')));
    const dialog = await waitFor(() => openDialog(t('crud:addTitle', { name: t('notice:title') })));
    fireEvent.change(within(dialog).getByLabelText(t('notice:noticeTitle')), { target: { value: '盘点通知' } });
    const editor = within(dialog).getByRole('textbox', { name: t('notice:noticeContent') });
    // typing key by key needs a browser's layout and input pipeline, which jsdom has not:
    // paste the text, select it all, then make it bold from the toolbar
    paste(editor, 'Stocktake');
    await waitFor(() => expect(editor).toHaveTextContent('Stocktake'));
    fireEvent.keyDown(editor, { key: 'a', code: 'KeyA', ctrlKey: true });
    fireEvent.click(within(dialog).getByRole('button', { name: t('rich-text:bold') }));
    await waitFor(() => expect(editor.querySelector('strong')).toHaveTextContent('Stocktake'));
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(res.last('POST', '/system/notice')).toBeTruthy());
    expect(res.last('POST', '/system/notice')?.body).toMatchObject({ noticeTitle: '盘点通知', noticeType: '1', status: '0', noticeContent: '<p><strong>Stocktake</strong></p>' });
  }, 60_000);

  it('loads a notice\'s HTML into the editor and previews it', async () => {
    const res = memoryResource('/system/notice', 'noticeId', [{ ...seed[0], noticeContent: '<p>Closed <em>Monday</em></p>' }, seed[1]]);
    server.use(monitorDictHandler(), ...res.handlers);
    renderPage(<NoticePage />);
    const row = (await screen.findByText('春节放假通知')).closest('tr')!;

    fireEvent.click(button(row, t('notice:view')));
    const preview = await waitFor(() => openDialog('Monday'));
    expect(preview.querySelector('.rich-text-content em')).toHaveTextContent('Monday');

    fireEvent.click(button(row, t('crud:modify')));
    const dialog = await waitFor(() => openDialog(t('crud:editTitle', { name: t('notice:title') })));
    const editor = within(dialog).getByRole('textbox', { name: t('notice:noticeContent') });
    await waitFor(() => expect(editor.querySelector('em')).toHaveTextContent('Monday'));
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(res.last('PUT', '/system/notice')).toBeTruthy());
    expect(res.last('PUT', '/system/notice')?.body).toMatchObject({ noticeId: 1, noticeContent: '<p>Closed <em>Monday</em></p>' });
  }, 60_000);

  it('offers the readers of a notice only to users who may list users', async () => {
    const res = memoryResource('/system/notice', 'noticeId', seed);
    server.use(monitorDictHandler(), ...res.handlers);
    setPermissions(['system:notice:list', 'system:notice:query']);
    const { unmount } = renderPage(<NoticePage />);
    const row = (await screen.findByText('春节放假通知')).closest('tr')!;
    expect(button(row, t('notice:view'))).toBeInTheDocument();
    expect(() => button(row, t('notice:readers'))).toThrow();
    unmount();

    setPermissions(['system:notice:list', 'system:user:list']);
    renderPage(<NoticePage />);
    const allowed = (await screen.findByText('春节放假通知')).closest('tr')!;
    expect(button(allowed, t('notice:readers'))).toBeInTheDocument();
  }, 30_000);
});

describe('HomeNotices', () => {
  it('lists the open notices with type and date; a click opens the content', async () => {
    server.use(
      monitorDictHandler(),
      http.get('*/system/notice/home', () =>
        HttpResponse.json({
          code: 200,
          msg: 'ok',
          data: [
            { noticeId: 3, noticeTitle: '三号门维修', noticeType: '1', noticeContent: '<p>Door <strong>3</strong> closed</p>', createBy: 'admin', createTime: '2024-06-02 09:00:00' },
            { noticeId: 1, noticeTitle: '欢迎使用', noticeType: '2', noticeContent: '', createBy: 'admin', createTime: '2024-01-01 08:00:00' },
          ],
        }),
      ),
    );
    renderPage(<HomeNotices />);
    const list = await screen.findByRole('list', { name: t('notice:homeTitle') });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('三号门维修');
    expect(items[0]).toHaveTextContent('2024-06-02');
    await waitFor(() => expect(within(items[0]).getByText('通知')).toBeInTheDocument());
    expect(within(items[1]).getByText('公告')).toBeInTheDocument();

    fireEvent.click(within(items[0]).getByText('三号门维修'));
    const dialog = await waitFor(() => openDialog('Door'));
    expect(dialog.querySelector('.rich-text-content strong')).toHaveTextContent('3');

    fireEvent.click(within(dialog).getByRole('button', { name: /close/i }));
    fireEvent.click(within(items[1]).getByText('欢迎使用'));
    await waitFor(() => expect(openDialog(t('notice:empty'))).toBeTruthy());
  }, 30_000);

  it('says so when there are none', async () => {
    server.use(monitorDictHandler(), http.get('*/system/notice/home', () => HttpResponse.json({ code: 200, msg: 'ok', data: [] })));
    renderPage(<HomeNotices />);
    expect(await screen.findByText(t('notice:homeEmpty'))).toBeInTheDocument();
  }, 30_000);
});
