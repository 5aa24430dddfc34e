import type { PublicSupplierOrder, SupplierLinkCreated, SupplierLinkRow } from '../../../contract/supplier-booking';
import { crudApi } from '../../components/crud/crud-api';
import type { CrudApi } from '../../components/crud/types';
import { request } from '../../lib/request';

const BASE = '/biz/supplierLink';
const base = crudApi<SupplierLinkRow>(BASE);

const created = new Set<(link: SupplierLinkCreated) => void>();
/** Hears each link made here, with its raw token (answered this once); answers the unsubscribe. */
export const onLinkCreated = (listener: (link: SupplierLinkCreated) => void) => {
  created.add(listener);
  return () => void created.delete(listener);
};

/**
 * The kit's verbs, but an add hands the created link to the page (onLinkCreated) to be copied:
 * nothing can show its token again. One object for the module: the route's first-page request is
 * keyed by it.
 */
export const supplierLinkApi: CrudApi<SupplierLinkRow> = {
  ...base,
  add: async (body) => {
    const answer = await request<{ data?: SupplierLinkCreated }>({ url: BASE, method: 'post', data: body });
    const link = answer.data;
    if (link?.token) for (const listener of created) listener(link);
    return answer;
  },
};

/** PUT {id}/revoke: the link stops working at once; revoking twice is a no-op. */
export const revokeSupplierLink = (linkId: number) => request({ url: `${BASE}/${linkId}/revoke`, method: 'put' });

/** The supplier names orders carry, matching the typed text. */
export const searchVendors = async (q: string) =>
  (await request<{ data?: string[] }>({ url: `${BASE}/vendors`, method: 'get', params: { q } })).data ?? [];

/** The supplier's orders the desk could book now, to limit a link to some of them. */
export const supplierOrders = async (vendorDeptName: string) =>
  (await request<{ data?: PublicSupplierOrder[] }>({ url: `${BASE}/orders`, method: 'get', params: { vendorDeptName } })).data ?? [];

/** The address a supplier opens: this console's origin and base, then the page's hash route. */
export const supplierLinkUrl = (path: string) => `${window.location.origin}${window.location.pathname}${path}`;
