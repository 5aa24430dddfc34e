-- The system administration menus (RuoYi's ids and permission strings), titles in both languages.
-- The sidebar has one level of submenus (spec §2), so the two logs sit in Monitor rather than in
-- RuoYi's nested "log management" directory.
INSERT INTO sys_menu (menu_id, menu_name, menu_name_en, parent_id, order_num, path, component, route_name, is_frame, is_cache, menu_type, visible, status, perms, icon, create_by) VALUES
  (2, '系统监控', 'Monitor', 0, 91, 'monitor', NULL, '', 1, 0, 'M', '0', '0', '', 'monitor', 'admin'),
  (100, '用户管理', 'Users', 1, 1, 'user', 'system/user/index', 'User', 1, 0, 'C', '0', '0', 'system:user:list', 'user', 'admin'),
  (101, '角色管理', 'Roles', 1, 2, 'role', 'system/role/index', 'Role', 1, 0, 'C', '0', '0', 'system:role:list', 'peoples', 'admin'),
  (102, '菜单管理', 'Menus', 1, 3, 'menu', 'system/menu/index', 'Menu', 1, 0, 'C', '0', '0', 'system:menu:list', 'tree-table', 'admin'),
  (103, '部门管理', 'Departments', 1, 4, 'dept', 'system/dept/index', 'Dept', 1, 0, 'C', '0', '0', 'system:dept:list', 'tree', 'admin'),
  (104, '岗位管理', 'Posts', 1, 5, 'post', 'system/post/index', 'Post', 1, 0, 'C', '0', '0', 'system:post:list', 'post', 'admin'),
  (107, '通知公告', 'Notices', 1, 8, 'notice', 'system/notice/index', 'Notice', 1, 0, 'C', '0', '0', 'system:notice:list', 'message', 'admin'),
  (500, '操作日志', 'Operation log', 2, 5, 'operlog', 'monitor/operlog/index', 'Operlog', 1, 0, 'C', '0', '0', 'monitor:operlog:list', 'form', 'admin'),
  (501, '登录日志', 'Login log', 2, 6, 'logininfor', 'monitor/logininfor/index', 'Logininfor', 1, 0, 'C', '0', '0', 'monitor:logininfor:list', 'logininfor', 'admin'),
  (109, '在线用户', 'Online users', 2, 1, 'online', 'monitor/online/index', 'Online', 1, 0, 'C', '0', '0', 'monitor:online:list', 'online', 'admin'),
  (110, '定时任务', 'Scheduled jobs', 2, 2, 'job', 'monitor/job/index', 'Job', 1, 0, 'C', '0', '0', 'monitor:job:list', 'job', 'admin'),
  (112, '服务监控', 'Server', 2, 4, 'server', 'monitor/server/index', 'Server', 1, 0, 'C', '0', '0', 'monitor:server:list', 'server', 'admin'),
  (1000, '用户查询', 'Query', 100, 1, '', '', '', 1, 0, 'F', '0', '0', 'system:user:query', '#', 'admin'),
  (1001, '用户新增', 'Add', 100, 2, '', '', '', 1, 0, 'F', '0', '0', 'system:user:add', '#', 'admin'),
  (1002, '用户修改', 'Edit', 100, 3, '', '', '', 1, 0, 'F', '0', '0', 'system:user:edit', '#', 'admin'),
  (1003, '用户删除', 'Delete', 100, 4, '', '', '', 1, 0, 'F', '0', '0', 'system:user:remove', '#', 'admin'),
  (1004, '用户导出', 'Export', 100, 5, '', '', '', 1, 0, 'F', '0', '0', 'system:user:export', '#', 'admin'),
  (1005, '用户导入', 'Import', 100, 6, '', '', '', 1, 0, 'F', '0', '0', 'system:user:import', '#', 'admin'),
  (1006, '重置密码', 'Reset password', 100, 7, '', '', '', 1, 0, 'F', '0', '0', 'system:user:resetPwd', '#', 'admin'),
  (1007, '角色查询', 'Query', 101, 1, '', '', '', 1, 0, 'F', '0', '0', 'system:role:query', '#', 'admin'),
  (1008, '角色新增', 'Add', 101, 2, '', '', '', 1, 0, 'F', '0', '0', 'system:role:add', '#', 'admin'),
  (1009, '角色修改', 'Edit', 101, 3, '', '', '', 1, 0, 'F', '0', '0', 'system:role:edit', '#', 'admin'),
  (1010, '角色删除', 'Delete', 101, 4, '', '', '', 1, 0, 'F', '0', '0', 'system:role:remove', '#', 'admin'),
  (1011, '角色导出', 'Export', 101, 5, '', '', '', 1, 0, 'F', '0', '0', 'system:role:export', '#', 'admin'),
  (1012, '菜单查询', 'Query', 102, 1, '', '', '', 1, 0, 'F', '0', '0', 'system:menu:query', '#', 'admin'),
  (1013, '菜单新增', 'Add', 102, 2, '', '', '', 1, 0, 'F', '0', '0', 'system:menu:add', '#', 'admin'),
  (1014, '菜单修改', 'Edit', 102, 3, '', '', '', 1, 0, 'F', '0', '0', 'system:menu:edit', '#', 'admin'),
  (1015, '菜单删除', 'Delete', 102, 4, '', '', '', 1, 0, 'F', '0', '0', 'system:menu:remove', '#', 'admin'),
  (1016, '部门查询', 'Query', 103, 1, '', '', '', 1, 0, 'F', '0', '0', 'system:dept:query', '#', 'admin'),
  (1017, '部门新增', 'Add', 103, 2, '', '', '', 1, 0, 'F', '0', '0', 'system:dept:add', '#', 'admin'),
  (1018, '部门修改', 'Edit', 103, 3, '', '', '', 1, 0, 'F', '0', '0', 'system:dept:edit', '#', 'admin'),
  (1019, '部门删除', 'Delete', 103, 4, '', '', '', 1, 0, 'F', '0', '0', 'system:dept:remove', '#', 'admin'),
  (1020, '岗位查询', 'Query', 104, 1, '', '', '', 1, 0, 'F', '0', '0', 'system:post:query', '#', 'admin'),
  (1021, '岗位新增', 'Add', 104, 2, '', '', '', 1, 0, 'F', '0', '0', 'system:post:add', '#', 'admin'),
  (1022, '岗位修改', 'Edit', 104, 3, '', '', '', 1, 0, 'F', '0', '0', 'system:post:edit', '#', 'admin'),
  (1023, '岗位删除', 'Delete', 104, 4, '', '', '', 1, 0, 'F', '0', '0', 'system:post:remove', '#', 'admin'),
  (1024, '岗位导出', 'Export', 104, 5, '', '', '', 1, 0, 'F', '0', '0', 'system:post:export', '#', 'admin'),
  (1036, '公告查询', 'Query', 107, 1, '', '', '', 1, 0, 'F', '0', '0', 'system:notice:query', '#', 'admin'),
  (1037, '公告新增', 'Add', 107, 2, '', '', '', 1, 0, 'F', '0', '0', 'system:notice:add', '#', 'admin'),
  (1038, '公告修改', 'Edit', 107, 3, '', '', '', 1, 0, 'F', '0', '0', 'system:notice:edit', '#', 'admin'),
  (1039, '公告删除', 'Delete', 107, 4, '', '', '', 1, 0, 'F', '0', '0', 'system:notice:remove', '#', 'admin'),
  (1040, '操作查询', 'Query', 500, 1, '', '', '', 1, 0, 'F', '0', '0', 'monitor:operlog:query', '#', 'admin'),
  (1041, '操作删除', 'Delete', 500, 2, '', '', '', 1, 0, 'F', '0', '0', 'monitor:operlog:remove', '#', 'admin'),
  (1042, '日志导出', 'Export', 500, 3, '', '', '', 1, 0, 'F', '0', '0', 'monitor:operlog:export', '#', 'admin'),
  (1043, '登录查询', 'Query', 501, 1, '', '', '', 1, 0, 'F', '0', '0', 'monitor:logininfor:query', '#', 'admin'),
  (1044, '登录删除', 'Delete', 501, 2, '', '', '', 1, 0, 'F', '0', '0', 'monitor:logininfor:remove', '#', 'admin'),
  (1045, '日志导出', 'Export', 501, 3, '', '', '', 1, 0, 'F', '0', '0', 'monitor:logininfor:export', '#', 'admin'),
  (1046, '账户解锁', 'Unlock', 501, 4, '', '', '', 1, 0, 'F', '0', '0', 'monitor:logininfor:unlock', '#', 'admin'),
  (1047, '在线查询', 'Query', 109, 1, '', '', '', 1, 0, 'F', '0', '0', 'monitor:online:query', '#', 'admin'),
  (1048, '批量强退', 'Batch logout', 109, 2, '', '', '', 1, 0, 'F', '0', '0', 'monitor:online:batchLogout', '#', 'admin'),
  (1049, '单条强退', 'Force logout', 109, 3, '', '', '', 1, 0, 'F', '0', '0', 'monitor:online:forceLogout', '#', 'admin'),
  (1050, '任务查询', 'Query', 110, 1, '', '', '', 1, 0, 'F', '0', '0', 'monitor:job:query', '#', 'admin'),
  (1051, '任务新增', 'Add', 110, 2, '', '', '', 1, 0, 'F', '0', '0', 'monitor:job:add', '#', 'admin'),
  (1052, '任务修改', 'Edit', 110, 3, '', '', '', 1, 0, 'F', '0', '0', 'monitor:job:edit', '#', 'admin'),
  (1053, '任务删除', 'Delete', 110, 4, '', '', '', 1, 0, 'F', '0', '0', 'monitor:job:remove', '#', 'admin'),
  (1054, '状态修改', 'Change status', 110, 5, '', '', '', 1, 0, 'F', '0', '0', 'monitor:job:changeStatus', '#', 'admin'),
  (1055, '任务导出', 'Export', 110, 6, '', '', '', 1, 0, 'F', '0', '0', 'monitor:job:export', '#', 'admin');
--> statement-breakpoint
-- The shipped jobs: paused until an administrator starts them, except session expiry.
INSERT INTO sys_job (job_id, job_name, job_group, invoke_target, cron_expression, misfire_policy, concurrent, status, create_by, remark) VALUES
  (1, '清理过期会话', 'SYSTEM', 'expireSessions', '0 */5 * * * *', '3', '1', '0', 'admin', 'Expire idle sessions every five minutes'),
  (2, '清理旧日志', 'SYSTEM', 'cleanLogs({"days":180})', '0 30 3 * * *', '3', '1', '1', 'admin', 'Delete operation, login and job logs older than the given days'),
  (3, '系统探针', 'DEFAULT', 'probe', '0 0 * * * *', '3', '0', '1', 'admin', 'Does nothing but log a run: checks the scheduler');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('sys_job', 'job_id'), 100);
--> statement-breakpoint
INSERT INTO sys_notice (notice_id, notice_title, notice_type, notice_content, status, create_by) VALUES
  (1, '欢迎使用入仓预约系统', '2', '<p>欢迎使用保税仓入仓预约系统。 Welcome to the warehouse-entry appointment system.</p>', '0', 'admin');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('sys_notice', 'notice_id'), 100);
