import { sql } from 'drizzle-orm';
import type { PreorderInput } from '../../../contract/preorder.js';
import type { Db } from '../../db/client.js';
import type { LoginUser } from '../../lib/login-user.js';
import { preorderValues } from './repository.js';

/** Column → its type in biz_preorder (migration 0004), for jsonb_to_recordset. */
const types: Record<string, string> = {
  order_no: 'varchar', buyer: 'varchar', ope: 'varchar', da: 'varchar', vendor_dept_name: 'varchar',
  nb_of_cartons: 'integer', total_cbm: 'numeric', keep_record_cbm: 'numeric', gross_weight_sum: 'numeric',
  documentary: 'varchar', order_taker: 'varchar', district: 'varchar', booking_category: 'varchar', doc_sper: 'varchar',
  trafic_order: 'varchar', trafic_code: 'varchar', is_suit: 'char(1)', is_special: 'char(1)', special_customs: 'varchar',
  special_unit: 'varchar', special_qty_rate: 'numeric', bonded_status: 'char(1)', to_warehouse_time: 'timestamptz', remark: 'varchar', lines: 'jsonb', dept_id: 'bigint', user_id: 'bigint', create_by: 'varchar',
};
const names = Object.keys(types);
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const columnList = sql.raw(names.join(', '));
const recordType = sql.raw(names.map((n) => `${n} ${types[n]}`).join(', '));

/**
 * An import's pre-orders, many per statement: the rows travel as one JSON parameter and are
 * spread by jsonb_to_recordset. A row of ~27 bound parameters each made a 100 000-line import
 * spend most of its time binding them.
 */
export async function bulkInsertPreorders(tx: Db, inputs: PreorderInput[], user: LoginUser, chunk = 2000) {
  for (let i = 0; i < inputs.length; i += chunk) {
    const rows = inputs.slice(i, i + chunk).map((input) => {
      const values: Record<string, unknown> = { ...preorderValues(input), deptId: user.deptId, userId: user.userId, createBy: user.userName };
      return Object.fromEntries(Object.entries(values).map(([k, v]) => [snake(k), v]));
    });
    await tx.execute(sql`insert into biz_preorder (${columnList}, create_time) select ${columnList}, now() from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${recordType})`);
  }
}
