import type { PreorderInput } from '../../../contract/preorder.js';
import type { Db } from '../../db/client.js';
import { bulkInsert } from '../../lib/bulk-insert.js';
import type { LoginUser } from '../../lib/login-user.js';
import { preorderValues } from './repository.js';

/** Column → its type in biz_preorder (migration 0004). */
const types: Record<string, string> = {
  order_no: 'varchar', buyer: 'varchar', ope: 'varchar', da: 'varchar', vendor_dept_name: 'varchar',
  nb_of_cartons: 'integer', total_cbm: 'numeric', keep_record_cbm: 'numeric', gross_weight_sum: 'numeric',
  documentary: 'varchar', order_taker: 'varchar', district: 'varchar', booking_category: 'varchar', doc_sper: 'varchar',
  trafic_order: 'varchar', trafic_code: 'varchar', is_suit: 'char(1)', is_special: 'char(1)', special_customs: 'varchar',
  special_unit: 'varchar', special_qty_rate: 'numeric', bonded_status: 'char(1)', to_warehouse_time: 'timestamptz', remark: 'varchar', lines: 'jsonb', dept_id: 'bigint', user_id: 'bigint', create_by: 'varchar',
};

/** Pre-orders per statement: their rows are built a chunk at a time, not all before the first insert. */
const CHUNK = 2000;

/** An import's pre-orders, many per statement. */
export async function bulkInsertPreorders(tx: Db, inputs: PreorderInput[], user: LoginUser) {
  for (let i = 0; i < inputs.length; i += CHUNK) {
    const rows = inputs.slice(i, i + CHUNK).map((input) => ({ ...preorderValues(input), deptId: user.deptId, userId: user.userId, createBy: user.userName }));
    await bulkInsert(tx, { table: 'biz_preorder', types }, rows, CHUNK);
  }
}
