import { sql } from 'drizzle-orm';
import type { HomeFigureKey } from '../../../contract/home.js';
import { queryRows, type Db } from '../../db/client.js';

type Counts = Record<HomeFigureKey, number | string>;

/** The home page's live counts, in one round trip. */
export async function homeFigures(db: Db, since: Date, activeAfter: Date) {
  const [row] = await queryRows<Counts>(db, sql`
    select
      (select count(*) from sys_user where del_flag = '0') as "users",
      (select count(*) from sys_role where del_flag = '0') as "roles",
      (select count(*) from sys_dept where del_flag = '0') as "depts",
      (select count(*) from sys_session where last_access_time >= ${activeAfter}) as "onlineUsers",
      (select count(*) from sys_dict_type) as "dictTypes",
      (select count(*) from sys_config) as "configs",
      (select count(*) from sys_logininfor where status = '0' and login_time >= ${since}) as "loginsToday",
      (select count(*) from sys_oper_log where oper_time >= ${since}) as "operationsToday"`);
  return Object.entries(row).map(([key, value]) => ({ key: key as HomeFigureKey, value: Number(value) }));
}
