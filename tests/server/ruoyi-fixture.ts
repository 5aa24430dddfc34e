import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';

/**
 * A RuoYi-Vue database in the MariaDB of the development and CI machines, in the shape RuoYi's
 * sql/ry_*.sql gives it (the tables the import reads, their columns and types), with RuoYi's demo
 * data: its admin and `ry` (both admin123), its department tree, a role with a custom data scope,
 * dictionaries, parameters, notices and jobs. 3.9 adds sys_user.pwd_update_date and sys_notice_read.
 */
export const MYSQL_URL = process.env.RUOYI_TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306/test';

/** RuoYi's demo hash of admin123 ($2a$, Spring's BCrypt). */
export const RUOYI_HASH = '$2a$10$7JB720yubVSZvUI0rEqK/.VqGOZTH.ulu33dHOiBE8ByOhJIrdAu2';

/** Whether the MariaDB answers; the reason when not. */
export async function probeMysql(): Promise<string | null> {
  try {
    const conn = await mysql.createConnection({ uri: MYSQL_URL, connectTimeout: 2000 });
    await conn.query('select 1');
    await conn.end();
    return null;
  } catch (error) {
    return `MariaDB is not reachable at ${MYSQL_URL.replace(/:[^:@/]*@/, ':***@')} (${(error as Error).message || (error as { code?: string }).code})`;
  }
}

const audit = `create_by varchar(64) default '', create_time datetime, update_by varchar(64) default '', update_time datetime`;

const schema = (v39: boolean) => [
  `create table sys_dept (dept_id bigint(20) not null auto_increment, parent_id bigint(20) default 0, ancestors varchar(50) default '',
    dept_name varchar(30) default '', order_num int(4) default 0, leader varchar(20) default null, phone varchar(11) default null,
    email varchar(50) default null, status char(1) default '0', del_flag char(1) default '0', ${audit}, primary key (dept_id))`,
  `create table sys_user (user_id bigint(20) not null auto_increment, dept_id bigint(20) default null, user_name varchar(30) not null,
    nick_name varchar(30) not null, user_type varchar(2) default '00', email varchar(50) default '', phonenumber varchar(11) default '',
    sex char(1) default '0', avatar varchar(100) default '', password varchar(100) default '', status char(1) default '0',
    del_flag char(1) default '0', login_ip varchar(128) default '', login_date datetime,
    ${v39 ? 'pwd_update_date datetime,' : ''} ${audit}, remark varchar(500) default null, primary key (user_id))`,
  `create table sys_post (post_id bigint(20) not null auto_increment, post_code varchar(64) not null, post_name varchar(50) not null,
    post_sort int(4) not null, status char(1) not null, ${audit}, remark varchar(500) default null, primary key (post_id))`,
  `create table sys_role (role_id bigint(20) not null auto_increment, role_name varchar(30) not null, role_key varchar(100) not null,
    role_sort int(4) not null, data_scope char(1) default '1', menu_check_strictly tinyint(1) default 1, dept_check_strictly tinyint(1) default 1,
    status char(1) not null, del_flag char(1) default '0', ${audit}, remark varchar(500) default null, primary key (role_id))`,
  `create table sys_menu (menu_id bigint(20) not null auto_increment, menu_name varchar(50) not null, parent_id bigint(20) default 0,
    order_num int(4) default 0, path varchar(200) default '', component varchar(255) default null, query varchar(255) default null,
    ${v39 ? "route_name varchar(50) default ''," : ''} is_frame int(1) default 1, is_cache int(1) default 0, menu_type char(1) default '',
    visible char(1) default 0, status char(1) default 0, perms varchar(100) default null, icon varchar(100) default '#', ${audit},
    remark varchar(500) default '', primary key (menu_id))`,
  `create table sys_user_role (user_id bigint(20) not null, role_id bigint(20) not null, primary key (user_id, role_id))`,
  `create table sys_role_menu (role_id bigint(20) not null, menu_id bigint(20) not null, primary key (role_id, menu_id))`,
  `create table sys_role_dept (role_id bigint(20) not null, dept_id bigint(20) not null, primary key (role_id, dept_id))`,
  `create table sys_user_post (user_id bigint(20) not null, post_id bigint(20) not null, primary key (user_id, post_id))`,
  `create table sys_dict_type (dict_id bigint(20) not null auto_increment, dict_name varchar(100) default '', dict_type varchar(100) default '',
    status char(1) default '0', ${audit}, remark varchar(500) default null, primary key (dict_id), unique (dict_type))`,
  `create table sys_dict_data (dict_code bigint(20) not null auto_increment, dict_sort int(4) default 0, dict_label varchar(100) default '',
    dict_value varchar(100) default '', dict_type varchar(100) default '', css_class varchar(100) default null, list_class varchar(100) default null,
    is_default char(1) default 'N', status char(1) default '0', ${audit}, remark varchar(500) default null, primary key (dict_code))`,
  `create table sys_config (config_id int(5) not null auto_increment, config_name varchar(100) default '', config_key varchar(100) default '',
    config_value varchar(500) default '', config_type char(1) default 'N', ${audit}, remark varchar(500) default null, primary key (config_id))`,
  `create table sys_job (job_id bigint(20) not null auto_increment, job_name varchar(64) default '', job_group varchar(64) default 'DEFAULT',
    invoke_target varchar(500) not null, cron_expression varchar(255) default '', misfire_policy varchar(20) default '3',
    concurrent char(1) default '1', status char(1) default '0', ${audit}, remark varchar(500) default '', primary key (job_id, job_name, job_group))`,
  `create table sys_notice (notice_id int(4) not null auto_increment, notice_title varchar(50) not null, notice_type char(1) not null,
    notice_content longblob default null, status char(1) default '0', ${audit}, remark varchar(255) default null, primary key (notice_id))`,
  ...(v39
    ? [`create table sys_notice_read (read_id bigint(20) not null auto_increment, notice_id int(4) not null, user_id bigint(20) not null,
        read_time datetime not null, primary key (read_id), unique key uk_user_notice (user_id, notice_id))`]
    : []),
];

const T = "'2024-06-29 10:00:00'";
const dept = (id: number, parent: number, ancestors: string, name: string, order: number, del = '0') =>
  `(${id}, ${parent}, '${ancestors}', '${name}', ${order}, '若依', '15888888888', 'ry@qq.com', '0', '${del}', 'admin', ${T}, '', null)`;
const menu = (id: number, name: string, parent: number, path: string, type: string, perms: string) =>
  `(${id}, '${name}', ${parent}, 1, '${path}', ${path ? `'${path}/index'` : 'null'}, '', ${path.startsWith('http') ? 0 : 1}, 0, '${type}', '0', '0', '${perms}', '#', 'admin', ${T}, '', null, '')`;

/** Role 2 (common) is given these RuoYi menus: the ones with a counterpart here and the ones without. */
export const COMMON_ROLE_MENUS = {
  withCounterpart: ['system:user:list', 'system:dept:list', 'system:notice:list', 'monitor:online:list', 'monitor:operlog:list', 'system:user:query'],
  without: ['若依官网', '日志管理', '数据监控', '缓存监控'],
};

const data = (v39: boolean) => [
  `insert into sys_dept values ${[
    dept(100, 0, '0', '若依科技', 0), dept(101, 100, '0,100', '深圳总公司', 1), dept(102, 100, '0,100', '长沙分公司', 2),
    dept(103, 101, '0,100,101', '研发部门', 1), dept(104, 101, '0,100,101', '市场部门', 2), dept(105, 101, '0,100,101', '测试部门', 3),
    dept(108, 102, '0,100,102', '市场部门', 1), dept(110, 102, '0,100,102', '已撤销部门', 9, '2'),
  ].join(', ')}`,
  `insert into sys_user (user_id, dept_id, user_name, nick_name, user_type, email, phonenumber, sex, avatar, password, status, del_flag, login_ip, login_date,
    ${v39 ? 'pwd_update_date,' : ''} create_by, create_time, update_by, update_time, remark) values
    (1, 103, 'admin', '若依', '00', 'ry@163.com', '15888888888', '1', '', '${RUOYI_HASH}', '0', '0', '127.0.0.1', ${T}, ${v39 ? `${T},` : ''} 'admin', ${T}, '', null, '管理员'),
    (2, 105, 'ry', '若依', '00', 'ry@qq.com', '15666666666', '1', '', '${RUOYI_HASH}', '0', '0', '127.0.0.1', ${T}, ${v39 ? `${T},` : ''} 'admin', ${T}, '', null, '测试员'),
    (3, 105, 'gone', '离职', '00', '', '', '0', '', '${RUOYI_HASH}', '0', '2', '', null, ${v39 ? 'null,' : ''} 'admin', ${T}, '', null, null)`,
  `insert into sys_post values (1, 'ceo', '董事长', 1, '0', 'admin', ${T}, '', null, ''), (2, 'se', '项目经理', 2, '0', 'admin', ${T}, '', null, ''),
    (3, 'hr', '人力资源', 3, '0', 'admin', ${T}, '', null, ''), (4, 'user', '普通员工', 4, '0', 'admin', ${T}, '', null, '')`,
  `insert into sys_role values (1, '超级管理员', 'admin', 1, '1', 1, 1, '0', '0', 'admin', ${T}, '', null, '超级管理员'),
    (2, '普通角色', 'common', 2, '2', 1, 1, '0', '0', 'admin', ${T}, '', null, '普通角色')`,
  `insert into sys_menu (menu_id, menu_name, parent_id, order_num, path, component, query, is_frame, is_cache, menu_type, visible, status, perms, icon,
    create_by, create_time, update_by, update_time, remark) values ${[
    menu(1, '系统管理', 0, 'system', 'M', ''), menu(2, '系统监控', 0, 'monitor', 'M', ''), menu(4, '若依官网', 0, 'http://ruoyi.vip', 'M', ''),
    menu(100, '用户管理', 1, 'user', 'C', 'system:user:list'), menu(103, '部门管理', 1, 'dept', 'C', 'system:dept:list'),
    menu(107, '通知公告', 1, 'notice', 'C', 'system:notice:list'), menu(108, '日志管理', 1, 'log', 'M', ''),
    menu(109, '在线用户', 2, 'online', 'C', 'monitor:online:list'), menu(111, '数据监控', 2, 'druid', 'C', 'monitor:druid:list'),
    menu(113, '缓存监控', 2, 'cache', 'C', 'monitor:cache:list'), menu(500, '操作日志', 108, 'operlog', 'C', 'monitor:operlog:list'),
    menu(1000, '用户查询', 100, '', 'F', 'system:user:query'), menu(1001, '用户新增', 100, '', 'F', 'system:user:add'),
  ].join(', ')}`,
  'insert into sys_user_role values (1, 1), (2, 2), (3, 2)',
  `insert into sys_role_menu values ${[1, 2, 4, 100, 103, 107, 108, 109, 111, 113, 500, 1000].map((m) => `(2, ${m})`).join(', ')}`,
  'insert into sys_role_dept values (2, 100), (2, 101), (2, 105)',
  'insert into sys_user_post values (1, 1), (2, 2)',
  `insert into sys_dict_type values (1, '用户性别', 'sys_user_sex', '0', 'admin', ${T}, '', null, '用户性别列表'),
    (3, '系统开关', 'sys_normal_disable', '0', 'admin', ${T}, '', null, '系统开关列表'),
    (100, '客户等级', 'ry_customer_level', '0', 'admin', ${T}, '', null, 'RuoYi 自己的字典')`,
  `insert into sys_dict_data values (1, 1, '男', '0', 'sys_user_sex', '', '', 'Y', '0', 'admin', ${T}, '', null, '性别男'),
    (2, 2, '女性', '1', 'sys_user_sex', '', '', 'N', '0', 'admin', ${T}, '', null, '性别女'),
    (3, 3, '保密', '3', 'sys_user_sex', '', '', 'N', '0', 'admin', ${T}, '', null, 'RuoYi 加的值'),
    (6, 1, '正常', '0', 'sys_normal_disable', '', 'primary', 'Y', '0', 'admin', ${T}, '', null, '正常状态'),
    (100, 1, '普通', 'normal', 'ry_customer_level', '', 'info', 'Y', '0', 'admin', ${T}, '', null, null),
    (101, 2, '重要', 'vip', 'ry_customer_level', '', 'danger', 'N', '0', 'admin', ${T}, '', null, null)`,
  `insert into sys_config values (1, '主框架页-默认皮肤样式名称', 'sys.index.skinName', 'skin-green', 'Y', 'admin', ${T}, '', null, ''),
    (2, '用户管理-账号初始密码', 'sys.user.initPassword', '123456', 'Y', 'admin', ${T}, '', null, ''),
    (4, '账号自助-验证码开关', 'sys.account.captchaEnabled', 'true', 'Y', 'admin', ${T}, '', null, ''),
    (100, '业务-RuoYi 自己的参数', 'ry.custom.greeting', '你好', 'N', 'admin', ${T}, '', null, '')`,
  `insert into sys_job values (1, '系统默认（无参）', 'DEFAULT', 'ryTask.ryNoParams', '0/10 * * * * ?', '3', '1', '1', 'admin', ${T}, '', null, ''),
    (2, '每周报表', 'SYSTEM', 'ryTask.ryParams(''ry'')', '0 0 8 ? * 2', '3', '1', '0', 'admin', ${T}, '', null, '')`,
  `insert into sys_notice values (1, '温馨提醒：若依新版本发布啦', '2', '新版本内容', '0', 'admin', ${T}, '', null, '管理员'),
    (2, '维护通知：若依系统凌晨维护', '1', '<p>维护内容<script>alert(1)</script></p>', '0', 'admin', '2024-06-30 09:00:00', '', null, '管理员')`,
  ...(v39 ? [`insert into sys_notice_read (notice_id, user_id, read_time) values (1, 2, ${T}), (2, 3, ${T})`] : []),
];

/** A scratch RuoYi database (ruoyi_t<random>): its URL, and drop(). */
export async function ruoyiDatabase(version: '3.8' | '3.9') {
  const name = `ruoyi_t${randomBytes(4).toString('hex')}`;
  const admin = await mysql.createConnection({ uri: MYSQL_URL, charset: 'utf8mb4' });
  await admin.query(`create database ${name} character set utf8mb4`);
  await admin.query(`use ${name}`);
  for (const statement of [...schema(version === '3.9'), ...data(version === '3.9')]) await admin.query(statement);
  const url = new URL(MYSQL_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** runs SQL in the RuoYi database (as RuoYi would while it still runs) */
    query: (statement: string, values?: unknown[]) => admin.query(statement, values),
    drop: async () => {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}
