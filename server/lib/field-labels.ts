/**
 * A field's label as the console shows it, so that a refusal names "仓库" or "Warehouse", not
 * `warehouseId`. The labels are the console's own (its locale files, zh and en), read from the
 * namespace of the page the route serves, then the shared CRUD words, then any page; a few keys
 * that every list or many pages share are named here. A key with no label anywhere stays the key.
 */
import app_version_zh from '../../src/pages/app-version/locales/zh.json' with { type: 'json' };
import app_version_en from '../../src/pages/app-version/locales/en.json' with { type: 'json' };
import appointment_zh from '../../src/pages/appointment/locales/zh.json' with { type: 'json' };
import appointment_en from '../../src/pages/appointment/locales/en.json' with { type: 'json' };
import clearance_zh from '../../src/pages/clearance/locales/zh.json' with { type: 'json' };
import clearance_en from '../../src/pages/clearance/locales/en.json' with { type: 'json' };
import container_zh from '../../src/pages/container/locales/zh.json' with { type: 'json' };
import container_en from '../../src/pages/container/locales/en.json' with { type: 'json' };
import dept_zh from '../../src/pages/dept/locales/zh.json' with { type: 'json' };
import dept_en from '../../src/pages/dept/locales/en.json' with { type: 'json' };
import filing_zh from '../../src/pages/filing/locales/zh.json' with { type: 'json' };
import filing_en from '../../src/pages/filing/locales/en.json' with { type: 'json' };
import gen_zh from '../../src/pages/gen/locales/zh.json' with { type: 'json' };
import gen_en from '../../src/pages/gen/locales/en.json' with { type: 'json' };
import home_zh from '../../src/pages/home/locales/zh.json' with { type: 'json' };
import home_en from '../../src/pages/home/locales/en.json' with { type: 'json' };
import inventory_zh from '../../src/pages/inventory/locales/zh.json' with { type: 'json' };
import inventory_en from '../../src/pages/inventory/locales/en.json' with { type: 'json' };
import job_zh from '../../src/pages/job/locales/zh.json' with { type: 'json' };
import job_en from '../../src/pages/job/locales/en.json' with { type: 'json' };
import menu_zh from '../../src/pages/menu/locales/zh.json' with { type: 'json' };
import menu_en from '../../src/pages/menu/locales/en.json' with { type: 'json' };
import mobile_zh from '../../src/pages/mobile/locales/zh.json' with { type: 'json' };
import mobile_en from '../../src/pages/mobile/locales/en.json' with { type: 'json' };
import monitor_zh from '../../src/pages/monitor/locales/zh.json' with { type: 'json' };
import monitor_en from '../../src/pages/monitor/locales/en.json' with { type: 'json' };
import notice_zh from '../../src/pages/notice/locales/zh.json' with { type: 'json' };
import notice_en from '../../src/pages/notice/locales/en.json' with { type: 'json' };
import order_zh from '../../src/pages/order/locales/zh.json' with { type: 'json' };
import order_en from '../../src/pages/order/locales/en.json' with { type: 'json' };
import post_zh from '../../src/pages/post/locales/zh.json' with { type: 'json' };
import post_en from '../../src/pages/post/locales/en.json' with { type: 'json' };
import preorder_zh from '../../src/pages/preorder/locales/zh.json' with { type: 'json' };
import preorder_en from '../../src/pages/preorder/locales/en.json' with { type: 'json' };
import product_zh from '../../src/pages/product/locales/zh.json' with { type: 'json' };
import product_en from '../../src/pages/product/locales/en.json' with { type: 'json' };
import profile_zh from '../../src/pages/profile/locales/zh.json' with { type: 'json' };
import profile_en from '../../src/pages/profile/locales/en.json' with { type: 'json' };
import public_zh from '../../src/pages/public/locales/zh.json' with { type: 'json' };
import public_en from '../../src/pages/public/locales/en.json' with { type: 'json' };
import role_zh from '../../src/pages/role/locales/zh.json' with { type: 'json' };
import role_en from '../../src/pages/role/locales/en.json' with { type: 'json' };
import supplier_link_zh from '../../src/pages/supplier-link/locales/zh.json' with { type: 'json' };
import supplier_link_en from '../../src/pages/supplier-link/locales/en.json' with { type: 'json' };
import slot_zh from '../../src/pages/slot/locales/zh.json' with { type: 'json' };
import slot_en from '../../src/pages/slot/locales/en.json' with { type: 'json' };
import user_zh from '../../src/pages/user/locales/zh.json' with { type: 'json' };
import user_en from '../../src/pages/user/locales/en.json' with { type: 'json' };
import warehouse_zh from '../../src/pages/warehouse/locales/zh.json' with { type: 'json' };
import warehouse_en from '../../src/pages/warehouse/locales/en.json' with { type: 'json' };
import system_zh from '../../src/locales/zh/system.json' with { type: 'json' };
import system_en from '../../src/locales/en/system.json' with { type: 'json' };
import crud_zh from '../../src/locales/zh/crud.json' with { type: 'json' };
import crud_en from '../../src/locales/en/crud.json' with { type: 'json' };
import type { Lang } from './messages.js';

type Texts = { [key: string]: string | Texts };

/** The console's pages, each [zh, en]. */
const PAGES: Record<string, [Texts, Texts]> = {
  'app-version': [app_version_zh, app_version_en],
  'appointment': [appointment_zh, appointment_en],
  'clearance': [clearance_zh, clearance_en],
  'container': [container_zh, container_en],
  'dept': [dept_zh, dept_en],
  'filing': [filing_zh, filing_en],
  'gen': [gen_zh, gen_en],
  'home': [home_zh, home_en],
  'inventory': [inventory_zh, inventory_en],
  'job': [job_zh, job_en],
  'menu': [menu_zh, menu_en],
  'mobile': [mobile_zh, mobile_en],
  'monitor': [monitor_zh, monitor_en],
  'notice': [notice_zh, notice_en],
  'order': [order_zh, order_en],
  'post': [post_zh, post_en],
  'preorder': [preorder_zh, preorder_en],
  'product': [product_zh, product_en],
  'profile': [profile_zh, profile_en],
  'public': [public_zh, public_en],
  'role': [role_zh, role_en],
  'slot': [slot_zh, slot_en],
  'supplier-link': [supplier_link_zh, supplier_link_en],
  'user': [user_zh, user_en],
  'warehouse': [warehouse_zh, warehouse_en],
  config: [system_zh.config, system_en.config],
  dictType: [system_zh.dictType, system_en.dictType],
  dictData: [system_zh.dictData, system_en.dictData],
  crud: [crud_zh, crud_en],
};

/** Keys that many routes share, or that no page names the way a refusal needs. */
const SHARED: Record<string, [string, string]> = {
  pageNum: ['页码', 'Page'],
  pageSize: ['每页条数', 'Page size'],
  orderByColumn: ['排序列', 'Sort column'],
  isAsc: ['排序方向', 'Sort direction'],
  'params[beginTime]': ['开始时间', 'From'],
  'params[endTime]': ['结束时间', 'To'],
  ids: ['编号', 'IDs'],
  warehouseId: ['仓库', 'Warehouse'],
  orderId: ['订单', 'Order'],
  orderIds: ['订单', 'Orders'],
  palletIds: ['托盘', 'Pallets'],
  userIds: ['用户', 'Users'],
  roleIds: ['角色', 'Roles'],
  postIds: ['岗位', 'Posts'],
  deptId: ['部门', 'Department'],
  parentId: ['上级', 'Parent'],
  date: ['日期', 'Date'],
  file: ['文件', 'File'],
  id: ['编号', 'ID'],
  version: ['数据版本', 'Version'],
  token: ['凭证', 'Token'],
  tokenId: ['会话编号', 'Session ID'],
  username: ['用户名', 'User name'],
  code: ['验证码', 'Captcha'],
  uuid: ['验证码标识', 'Captcha ID'],
  language: ['语言', 'Language'],
  template: ['模板', 'Template'],
  tables: ['表名', 'Tables'],
  sql: ['建表语句', 'SQL'],
  post: ['岗位', 'Post'],
  field: ['字段', 'Field'],
  to: ['新状态', 'New state'],
  // a list's filter by state (the supplier links': active, revoked, expired)
  state: ['状态', 'State'],
};

/** Segments of a route's path that name a page other than themselves. */
const ALIASES: Record<string, string> = { supplierLink: 'supplier-link', appVersion: 'app-version', operlog: 'monitor', logininfor: 'monitor', online: 'monitor', jobLog: 'job', slots: 'slot', index: 'home' };

/** A namespace's labels by key: its own strings first, then those of its nested groups (e.g. public's `field`). */
function flatten(texts: Texts): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) if (typeof value === 'string') out.set(key, value);
  for (const value of Object.values(texts)) {
    if (typeof value !== 'object') continue;
    for (const [key, inner] of Object.entries(value)) if (typeof inner === 'string' && !out.has(key)) out.set(key, inner);
  }
  return out;
}

const labels = Object.fromEntries(Object.entries(PAGES).map(([name, [zh, en]]) => [name, { zh: flatten(zh), en: flatten(en) }]));
const everyPage = Object.keys(PAGES);

/** The page a route serves: the last segment of its path that names one (/api/system/dict/type → dictType). */
export function pageOf(url: string): string | undefined {
  const segments = url.split('?')[0].split('/').filter(Boolean);
  for (let i = segments.length - 1; i >= 0; i--) {
    const s = segments[i];
    if (s === 'type' && segments[i - 1] === 'dict') return 'dictType';
    if (s === 'data' && segments[i - 1] === 'dict') return 'dictData';
    const name = ALIASES[s] ?? s;
    if (labels[name]) return name;
  }
  return undefined;
}

/** Whether a key reads as a label: not a camelCase or snake_case identifier, nor a sentence with a {{placeholder}} to fill. */
const plausible = (label: string) => label.length <= 40 && !/^[a-z]+[A-Z_]/.test(label) && !label.includes('{{');

/** The label of a field (its key) on a route's page, in the reader's language; undefined when none. */
export function fieldLabel(lang: Lang, key: string, page?: string): string | undefined {
  const shared = SHARED[key];
  if (shared) return shared[lang === 'en' ? 1 : 0];
  for (const name of [page, 'crud', ...everyPage]) {
    const label = name ? labels[name]?.[lang].get(key) : undefined;
    if (label && plausible(label)) return label;
  }
  // a range's ends on a list: params[beginAuditDate] is the audit date's first day
  const range = /^params\[(begin|end)(\w+)\]$/.exec(key);
  if (range) {
    const name = range[2][0].toLowerCase() + range[2].slice(1);
    const base = [name, `${name}Time`, `${name}Date`].map((k) => fieldLabel(lang, k, page)).find(Boolean);
    if (!base) return undefined;
    const from = range[1] === 'begin';
    return lang === 'en' ? `${base} ${from ? 'from' : 'to'}` : `${base}${from ? '起' : '止'}`;
  }
  // a record's own id (productId, filingId…) where no page names it
  // (doorId by the door's label, where a page has one)
  const record = /^([a-z]\w*)Id$/.exec(key);
  if (record) return fieldLabel(lang, record[1], page) ?? SHARED.id[lang === 'en' ? 1 : 0];
  return undefined;
}

/** A refused field's path as the reader reads it: its last named key by its label (columns.1.fieldName → columns.1.字段名). */
export function pathLabel(lang: Lang, path: readonly PropertyKey[], page?: string): string {
  const parts = path.map(String);
  // the field, not an item's index: documentIds.0 names documentIds
  let last = parts.length - 1;
  while (last > 0 && /^\d+$/.test(parts[last])) last--;
  const label = last >= 0 ? fieldLabel(lang, parts[last], page) : undefined;
  if (label) parts[last] = label;
  return parts.join('.');
}
