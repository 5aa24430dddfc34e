import mysql from 'mysql2/promise';

// RuoYi-Vue's tables as its sql/ry_*.sql creates them (3.8 and 3.9): only the columns carried here.
type Audit = { create_by: string | null; create_time: Date | null; update_by: string | null; update_time: Date | null };
export type RyDept = Audit & {
  dept_id: number; parent_id: number; dept_name: string; order_num: number | null;
  leader: string | null; phone: string | null; email: string | null; status: string; del_flag: string;
};
export type RyPost = Audit & { post_id: number; post_code: string; post_name: string; post_sort: number; status: string; remark: string | null };
export type RyRole = Audit & {
  role_id: number; role_name: string; role_key: string; role_sort: number; data_scope: string | null;
  menu_check_strictly: number | null; dept_check_strictly: number | null; status: string; del_flag: string; remark: string | null;
};
export type RyUser = Audit & {
  user_id: number; dept_id: number | null; user_name: string; nick_name: string; user_type: string | null;
  email: string | null; phonenumber: string | null; sex: string | null; password: string | null; status: string; del_flag: string;
  login_ip: string | null; login_date: Date | null; remark: string | null;
  /** 3.9 only */
  pwd_update_date?: Date | null;
};
export type RyMenu = { menu_id: number; menu_name: string; parent_id: number; path: string | null; menu_type: string; perms: string | null };
export type RyDictType = Audit & { dict_id: number; dict_name: string | null; dict_type: string; status: string | null; remark: string | null };
export type RyDictData = Audit & {
  dict_code: number; dict_sort: number | null; dict_label: string | null; dict_value: string | null; dict_type: string | null;
  css_class: string | null; list_class: string | null; is_default: string | null; status: string | null; remark: string | null;
};
export type RyConfig = Audit & { config_id: number; config_name: string | null; config_key: string | null; config_value: string | null; config_type: string | null; remark: string | null };
export type RyNotice = Audit & { notice_id: number; notice_title: string; notice_type: string; notice_content: Buffer | string | null; status: string | null; remark: string | null };
export type RyNoticeRead = { notice_id: number; user_id: number; read_time: Date };
export type RyJob = Audit & {
  job_id: number; job_name: string; job_group: string; invoke_target: string; cron_expression: string | null;
  misfire_policy: string | null; concurrent: string | null; status: string | null; remark: string | null;
};
export type RyLink = { left: number; right: number };

export interface RuoyiData {
  depts: RyDept[];
  posts: RyPost[];
  roles: RyRole[];
  users: RyUser[];
  menus: RyMenu[];
  userRoles: RyLink[];
  userPosts: RyLink[];
  roleDepts: RyLink[];
  roleMenus: RyLink[];
  dictTypes: RyDictType[];
  dictData: RyDictData[];
  configs: RyConfig[];
  notices: RyNotice[];
  /** null: the schema has no sys_notice_read (RuoYi before 3.9.2) */
  noticeReads: RyNoticeRead[] | null;
  /** null: the schema has no sys_job (the quartz module left out) */
  jobs: RyJob[] | null;
  /** what the schema has, for the report */
  schema: { pwdUpdateDate: boolean; noticeRead: boolean; jobs: boolean };
}

const REQUIRED = [
  'sys_dept', 'sys_post', 'sys_role', 'sys_user', 'sys_menu', 'sys_user_role', 'sys_user_post', 'sys_role_dept',
  'sys_role_menu', 'sys_dict_type', 'sys_dict_data', 'sys_config', 'sys_notice',
];

/** The URL with its password hidden, for messages. */
export const maskUrl = (url: string) => url.replace(/^(mysql:\/\/[^:@/]*:)[^@/]*@/i, '$1***@');

/**
 * Reads RuoYi's system tables from one consistent snapshot (the RuoYi system may keep running).
 * Datetimes are read in this process's time zone unless the URL says otherwise (?timezone=%2B08:00 for +08:00).
 */
export async function readRuoyi(url: string): Promise<RuoyiData> {
  if (!/^mysql:\/\//i.test(url)) throw new Error(`the source must be a mysql:// URL, got ${maskUrl(url)}`);
  const conn = await mysql.createConnection({ uri: url, charset: 'utf8mb4', supportBigNumbers: true });
  try {
    const rows = async <T>(query: string) => (await conn.query(query))[0] as T[];
    const tables = new Set(
      (await rows<{ name: string }>('select table_name as name from information_schema.tables where table_schema = database()')).map((t) => t.name.toLowerCase()),
    );
    const missing = REQUIRED.filter((t) => !tables.has(t));
    if (missing.length) throw new Error(`not a RuoYi-Vue database: ${missing.join(', ')} missing`);
    const [pwd] = await rows<{ n: number }>(
      "select count(*) as n from information_schema.columns where table_schema = database() and table_name = 'sys_user' and column_name = 'pwd_update_date'",
    );
    await conn.query('set session transaction isolation level repeatable read');
    await conn.query('start transaction with consistent snapshot');
    const link = (table: string, left: string, right: string) => rows<RyLink>(`select ${left} as \`left\`, ${right} as \`right\` from ${table}`);
    const data: RuoyiData = {
      depts: await rows('select * from sys_dept order by parent_id, order_num, dept_id'),
      posts: await rows('select * from sys_post order by post_sort, post_id'),
      roles: await rows('select * from sys_role order by role_sort, role_id'),
      users: await rows('select * from sys_user order by user_id'),
      menus: await rows('select menu_id, menu_name, parent_id, path, menu_type, perms from sys_menu order by menu_id'),
      userRoles: await link('sys_user_role', 'user_id', 'role_id'),
      userPosts: await link('sys_user_post', 'user_id', 'post_id'),
      roleDepts: await link('sys_role_dept', 'role_id', 'dept_id'),
      roleMenus: await link('sys_role_menu', 'role_id', 'menu_id'),
      dictTypes: await rows('select * from sys_dict_type order by dict_id'),
      dictData: await rows('select * from sys_dict_data order by dict_type, dict_sort, dict_code'),
      configs: await rows('select * from sys_config order by config_id'),
      notices: await rows('select * from sys_notice order by notice_id'),
      noticeReads: tables.has('sys_notice_read') ? await rows('select notice_id, user_id, read_time from sys_notice_read') : null,
      jobs: tables.has('sys_job') ? await rows('select * from sys_job order by job_id') : null,
      schema: { pwdUpdateDate: Number(pwd?.n) > 0, noticeRead: tables.has('sys_notice_read'), jobs: tables.has('sys_job') },
    };
    await conn.query('commit');
    return data;
  } finally {
    await conn.end();
  }
}
