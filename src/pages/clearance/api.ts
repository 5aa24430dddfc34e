import type { ChargeStatus, ClearanceRow, DocumentKind, DocumentRow, MailDraft, MailInput, MailRow, MailTemplate } from '../../../contract/clearance';
import { crudApi, versionedCrudApi } from '../../components/crud/crud-api';
import { download, request } from '../../lib/request';

/** The RuoYi verbs; an edit carries the version its dialog read. */
export const clearanceApi = versionedCrudApi<ClearanceRow>('/biz/clearance', 'clearanceId');

/** One clearance as it is now (the detail drawer, the list's Detail). */
export const readClearance = crudApi<ClearanceRow>('/biz/clearance').get;

/** PUT {id}/charge with the version the user saw: someone else's change meanwhile answers 409. */
export const moveCharge = (row: ClearanceRow, to: ChargeStatus, remark: string) =>
  request({ url: `/biz/clearance/${row.clearanceId}/charge`, method: 'put', data: { to, remark, version: row.version } });

export const documentsOf = async (id: number) => (await request<{ data: DocumentRow[] }>({ url: `/biz/clearance/${id}/documents`, method: 'get' })).data ?? [];

/** The next version of a document; the server refuses (409, in the user's language) what the clearance is not ready for. */
export const issueDocument = (id: number, kind: DocumentKind) => request<{ data: DocumentRow }>({ url: `/biz/clearance/${id}/documents`, method: 'post', data: { kind } });

export const mailsOf = async (id: number) => (await request<{ data: MailRow[] }>({ url: `/biz/clearance/${id}/mails`, method: 'get' })).data ?? [];

export const mailDraft = async (id: number, template: MailTemplate) =>
  (await request<{ data: MailDraft }>({ url: `/biz/clearance/${id}/mail/draft`, method: 'get', params: { template } })).data;

export const sendMail = (id: number, body: MailInput) => request({ url: `/biz/clearance/${id}/mail`, method: 'post', data: body });

export const retryMail = (mailId: number) => request({ url: `/biz/clearance/mail/${mailId}/retry`, method: 'put' });

const documentUrl = (documentId: number) => `/biz/clearance/document/${documentId}`;

/** The PDF as the signed-in user may read it (the token rides on the request, not in a link). */
export const documentBlob = (documentId: number) => request<Blob>({ url: documentUrl(documentId), method: 'get', responseType: 'blob' });

export const downloadDocument = (doc: DocumentRow) => download(documentUrl(doc.documentId), { download: '1' }, `${doc.docNo}.pdf`, { method: 'get' });

export interface OrderChoice {
  orderId: number;
  orderNo: string;
  buyer: string;
}

/** Orders whose number contains the text, for the add dialog's picker. */
export const searchOrders = async (orderNo: string) =>
  (await request<{ rows: OrderChoice[] }>({ url: '/biz/order/list', method: 'get', params: { orderNo, pageSize: 20 } })).rows ?? [];
