import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ClearancePage } from '../../src/pages/clearance/clearance-page';
import { button, dictHandler, openDialog, renderPage, setPermissions, t, withMsw } from './crud-harness';
import { memoryResource } from './crud-memory';
import { server } from './msw-server';

withMsw();

type Row = Record<string, unknown>;
const clearance = (clearanceId: number, extra: Row = {}): Row => ({
  clearanceId, clearanceNo: `CL20261124000${clearanceId}`, buyer: 'ACME', orderIds: [7], orderNos: 'SO-7', whetherToCharge: '0', chargeBy: '', chargeTime: null, fcrStatus: '1', invoiceNo: '',
  incoterm: 'FOB', incotermPlace: 'Shanghai', paymentTerms: '', origin: '', mailFrom: '', mailTo: 'buyer@example.com', mailCc: '', mailTemplate: 'en', attachments: '', sentCount: 0, lastSentTime: null,
  goodsReceived: false, linesComplete: true, remark: '', version: 2, createBy: 'customs', createTime: '2026-11-24 08:00:00', updateBy: '', updateTime: null, ...extra,
});
const documents = [
  { documentId: 31, clearanceId: 1, kind: 'fcr_draft', versionNo: 2, docNo: 'FCR-CL202611240001-D2', replacesId: null, byteSize: 34_000, remark: '', createBy: 'customs', createTime: '2026-11-24 09:00:00' },
  { documentId: 30, clearanceId: 1, kind: 'fcr_draft', versionNo: 1, docNo: 'FCR-CL202611240001-D1', replacesId: null, byteSize: 34_000, remark: '', createBy: 'customs', createTime: '2026-11-24 08:30:00' },
];

const issued = [
  { ...documents[0], documentId: 43, kind: 'invoice', versionNo: 2, docNo: 'INV-CL202611240001-2', createTime: '2026-11-24 11:00:00' },
  { ...documents[0], documentId: 42, kind: 'fcr_final', versionNo: 2, docNo: 'FCR-CL202611240001-F2', createTime: '2026-11-24 10:30:00' },
  { ...documents[0], documentId: 41, kind: 'fcr_final', versionNo: 1, docNo: 'FCR-CL202611240001-F1', createTime: '2026-11-24 10:00:00' },
  { ...documents[0], documentId: 40, kind: 'invoice', versionNo: 1, docNo: 'INV-CL202611240001-1', createTime: '2026-11-24 09:30:00' },
  ...documents,
];

function serve(rows: Row[], docs: Row[] = documents) {
  const res = memoryResource('/biz/clearance', 'clearanceId', rows);
  const mails: Row[] = [];
  server.use(
    dictHandler(),
    http.get('*/biz/clearance/:id/documents', () => HttpResponse.json({ code: 200, msg: 'ok', data: docs })),
    http.get('*/biz/clearance/:id/mails', () => HttpResponse.json({ code: 200, msg: 'ok', data: [] })),
    http.get('*/biz/clearance/:id/history', () => HttpResponse.json({ code: 200, msg: 'ok', data: [] })),
    http.get('*/biz/clearance/:id/mail/draft', () =>
      HttpResponse.json({ code: 200, msg: 'ok', data: { mailFrom: '', mailTo: 'buyer@example.com', mailCc: '', subject: 'Clearance documents: order SO-7 (ACME)', body: 'Dear customer' } }),
    ),
    http.post('*/biz/clearance/:id/mail', async ({ request }) => {
      mails.push((await request.json()) as Row);
      return HttpResponse.json({ code: 200, msg: 'ok', data: { mailId: 1 } });
    }),
    ...res.handlers,
  );
  return { mails, res };
}
const ALL = ['biz:clearance:list', 'biz:clearance:query', 'biz:clearance:edit', 'biz:clearance:document', 'biz:clearance:send', 'biz:clearance:charge'];

async function openDetail() {
  const row = (await screen.findByText('CL202611240001')).closest('tr') as HTMLElement;
  fireEvent.click(button(row, t('clearance:detail')));
  return screen.findByText(t('clearance:detailTitle', { no: 'CL202611240001' }));
}

describe('ClearancePage', () => {
  it('offers the final FCR only once the goods are received', async () => {
    setPermissions(ALL);
    serve([clearance(1)]);
    renderPage(<ClearancePage />);
    await openDetail();
    await screen.findByText('FCR-CL202611240001-D2');
    expect(screen.getByRole('button', { name: t('clearance:issueFinal') })).toBeDisabled();
    expect(screen.getByRole('button', { name: t('clearance:issueDraft') })).toBeEnabled();
    expect(screen.getByRole('button', { name: t('clearance:issueInvoice') })).toBeEnabled();
  }, 60_000);

  it('the send dialog refuses a bad address naming the field and posts nothing; a good one posts the chosen versions', async () => {
    setPermissions(ALL);
    const { mails } = serve([clearance(1)]);
    renderPage(<ClearancePage />);
    await openDetail();
    await screen.findByText('FCR-CL202611240001-D2');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(t('clearance:sendMail')) }));
    const dialog = await waitFor(() => openDialog(t('clearance:sendTitle', { no: 'CL202611240001' })));
    const to = within(dialog).getByLabelText(t('clearance:mailTo'));
    await waitFor(() => expect(to).toHaveValue('buyer@example.com'));
    // the newest draft is chosen by default, the older one not
    expect(within(dialog).getByRole('checkbox', { name: /FCR-CL202611240001-D2/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /FCR-CL202611240001-D1/ })).not.toBeChecked();

    fireEvent.change(to, { target: { value: 'buyer@example' } });
    fireEvent.click(button(dialog, t('clearance:send')));
    await waitFor(() => expect(dialog.querySelector('.ant-form-item-explain-error')?.textContent).toContain(t('clearance:mailTo')));
    expect(mails).toEqual([]);

    fireEvent.change(to, { target: { value: 'buyer@example.com; boss@example.com' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /FCR-CL202611240001-D1/ }));
    fireEvent.click(button(dialog, t('clearance:send')));
    await waitFor(() => expect(mails).toHaveLength(1));
    expect(mails[0]).toMatchObject({ mailTo: 'buyer@example.com; boss@example.com', subject: 'Clearance documents: order SO-7 (ACME)', documentIds: [31, 30] });
  }, 60_000);

  it('the body names only the ticked versions, and the same versions to the same address again are asked first (issue 49)', async () => {
    setPermissions(ALL);
    const { mails } = serve([clearance(1)]);
    const sent = { mailId: 9, clearanceId: 1, status: '1', mailFrom: '', mailTo: 'Buyer@example.com', mailCc: '', subject: 's', documentIds: [31], documents: 'FCR-CL202611240001-D2', attachments: '', attempts: 1, lastError: '', messageId: 'm', nextAttemptTime: null, sentTime: '2026-11-24 09:10:00', createTime: '2026-11-24 09:09:00' };
    server.use(
      http.get('*/biz/clearance/:id/mails', () => HttpResponse.json({ code: 200, msg: 'ok', data: [sent] })),
      http.get('*/biz/clearance/:id/mail/draft', () =>
        HttpResponse.json({ code: 200, msg: 'ok', data: { mailFrom: '', mailTo: 'buyer@example.com', mailCc: '', subject: 'Docs', body: 'Dear customer\n- FCR-CL202611240001-D2 (FCR draft)\nRegards' } }),
      ),
    );
    renderPage(<ClearancePage />);
    await openDetail();
    await screen.findAllByText('FCR-CL202611240001-D2');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(t('clearance:sendMail')) }));
    const dialog = await waitFor(() => openDialog(t('clearance:sendTitle', { no: 'CL202611240001' })));
    const body = within(dialog).getByLabelText(t('clearance:body'));
    await waitFor(() => expect(body).toHaveValue('Dear customer\n- FCR-CL202611240001-D2 (FCR draft)\nRegards'));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /FCR-CL202611240001-D1/ }));
    await waitFor(() => expect((body as HTMLTextAreaElement).value).toMatch(/^Dear customer\n- FCR-CL202611240001-D2 \(FCR draft\)\n- FCR-CL202611240001-D1 \(.+\)\nRegards$/));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /FCR-CL202611240001-D1/ }));
    await waitFor(() => expect(body).toHaveValue('Dear customer\n- FCR-CL202611240001-D2 (FCR draft)\nRegards'));

    // D2 alone already went to this address: asked, and nothing goes on cancel
    fireEvent.click(button(dialog, t('clearance:send')));
    // antd writes a confirmation's title twice (the dialog's label and the text shown)
    const confirms = () => [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].filter((c) => c.textContent?.includes(t('clearance:repeatTitle')));
    await waitFor(() => expect(confirms()).toHaveLength(1));
    const confirm = confirms()[0];
    expect(confirm.textContent).toContain(t('clearance:repeatBody', { documents: 'FCR-CL202611240001-D2', address: 'buyer@example.com', time: '2026-11-24 09:10:00' }));
    fireEvent.click(button(confirm, t('crud:cancel')));
    expect(mails).toEqual([]);
    // a closed confirmation may stay in jsdom's page (its leaving animation never ends there): the newest is the one open
    const asked = confirms().length;
    fireEvent.click(button(dialog, t('clearance:send')));
    await waitFor(() => expect(confirms().length).toBeGreaterThan(asked));
    const again = confirms().at(-1)!;
    fireEvent.click(button(again, t('clearance:repeatOk')));
    await waitFor(() => expect(mails).toHaveLength(1));
    expect(mails[0]).toMatchObject({ documentIds: [31], body: 'Dear customer\n- FCR-CL202611240001-D2 (FCR draft)\nRegards' });
  }, 60_000);

  it('once there are finals and invoices, the dialog chooses the newest final FCR and the newest invoice', async () => {
    setPermissions(ALL);
    const { mails } = serve([clearance(1, { fcrStatus: '2', goodsReceived: true })], issued);
    renderPage(<ClearancePage />);
    await openDetail();
    await screen.findByText('INV-CL202611240001-2');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(t('clearance:sendMail')) }));
    const dialog = await waitFor(() => openDialog(t('clearance:sendTitle', { no: 'CL202611240001' })));
    await waitFor(() => expect(within(dialog).getByLabelText(t('clearance:mailTo'))).toHaveValue('buyer@example.com'));
    const chosen = within(dialog)
      .getAllByRole('checkbox')
      .filter((c) => (c as HTMLInputElement).checked)
      .map((c) => c.closest('label')?.textContent ?? '');
    expect(chosen).toHaveLength(2);
    expect(chosen[0]).toContain('INV-CL202611240001-2');
    expect(chosen[1]).toContain('FCR-CL202611240001-F2');
    fireEvent.click(button(dialog, t('clearance:send')));
    await waitFor(() => expect(mails).toHaveLength(1));
    expect([...(mails[0].documentIds as number[])].sort()).toEqual([42, 43]);
  }, 60_000);

  it('an edit carries the version the dialog was filled from', async () => {
    setPermissions(ALL);
    const { res } = serve([clearance(1, { version: 5 })]);
    renderPage(<ClearancePage />);
    const row = (await screen.findByText('CL202611240001')).closest('tr') as HTMLElement;
    fireEvent.click(button(row, t('crud:modify')));
    const dialog = await waitFor(() => openDialog(t('crud:editTitle', { name: t('clearance:title') })));
    await waitFor(() => expect(within(dialog).getByLabelText(t('clearance:incotermPlace'))).toHaveValue('Shanghai'));
    // the clearance's address is where replies go, not the sender (issue 33)
    expect(within(dialog).getByLabelText(t('clearance:mailFrom'))).toBeInTheDocument();
    expect(within(dialog).getByText(t('clearance:mailFromHint'))).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(t('clearance:incotermPlace')), { target: { value: 'Ningbo' } });
    fireEvent.click(button(dialog, t('crud:confirm')));
    await waitFor(() => expect(res.last('PUT', '/biz/clearance')?.body).toMatchObject({ clearanceId: 1, incotermPlace: 'Ningbo', version: 5 }));
  }, 60_000);
});
