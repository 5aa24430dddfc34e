import type { PreorderInput } from '../../../contract/preorder.js';
import type { Db } from '../../db/client.js';
import { copyObjects } from '../../lib/bulk-insert.js';
import type { LoginUser } from '../../lib/login-user.js';
import { preorderValues } from './repository.js';

/** The columns of biz_preorder (migration 0004) an import writes; the rows hold them in camelCase. */
const columns = [
  'order_no', 'buyer', 'ope', 'da', 'vendor_dept_name', 'nb_of_cartons', 'total_cbm', 'keep_record_cbm', 'gross_weight_sum',
  'documentary', 'order_taker', 'district', 'booking_category', 'doc_sper', 'trafic_order', 'trafic_code', 'is_suit', 'is_special', 'special_customs',
  'special_unit', 'special_qty_rate', 'bonded_status', 'to_warehouse_time', 'remark', 'lines', 'dept_id', 'user_id', 'create_by',
];

/** Pre-orders per COPY: their rows are built a chunk at a time, not all before the first insert. */
const CHUNK = 2000;

/** An import's pre-orders, a chunk per COPY. */
export async function bulkInsertPreorders(tx: Db, inputs: PreorderInput[], user: LoginUser) {
  for (let i = 0; i < inputs.length; i += CHUNK) {
    const rows = inputs.slice(i, i + CHUNK).map((input) => ({ ...preorderValues(input), deptId: user.deptId, userId: user.userId, createBy: user.userName }));
    await copyObjects(tx, 'biz_preorder', columns, rows);
  }
}
