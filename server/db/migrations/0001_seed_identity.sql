-- Identity seed: departments, posts, roles, the admin account, the system menus, dictionaries and
-- parameters of the foundation. Later modules add their own menus and dictionaries by migration.
INSERT INTO sys_dept (dept_id, parent_id, ancestors, dept_name, order_num, leader, status, create_by) VALUES
  (100, 0, '0', '物流公司', 0, 'admin', '0', 'admin'),
  (101, 100, '0,100', '客服部', 1, 'admin', '0', 'admin'),
  (102, 100, '0,100', '报关部', 2, 'admin', '0', 'admin'),
  (103, 100, '0,100', '仓储部', 3, 'admin', '0', 'admin'),
  (104, 100, '0,100', '信息部', 4, 'admin', '0', 'admin');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('sys_dept', 'dept_id'), 1000);
--> statement-breakpoint
INSERT INTO sys_post (post_id, post_code, post_name, post_sort, status, create_by) VALUES
  (1, 'documentary', '跟单员', 1, '0', 'admin'),
  (2, 'broker', '报关员', 2, '0', 'admin'),
  (3, 'tally', '理货员', 3, '0', 'admin'),
  (4, 'forklift', '叉车司机', 4, '0', 'admin'),
  (5, 'stevedore', '装卸工', 5, '0', 'admin');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('sys_post', 'post_id'), 100);
--> statement-breakpoint
INSERT INTO sys_role (role_id, role_name, role_key, role_sort, data_scope, status, create_by, remark) VALUES
  (1, '超级管理员', 'admin', 1, '1', '0', 'admin', '管理员：全部功能'),
  (2, '客服', 'cs', 2, '1', '0', 'admin', '客服与单证人员'),
  (3, '报关', 'customs', 3, '1', '0', 'admin', '报关人员'),
  (4, '仓库理货', 'LHY', 4, '1', '0', 'admin', '仓库现场人员（手机端）');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('sys_role', 'role_id'), 100);
--> statement-breakpoint
INSERT INTO sys_user (user_id, dept_id, user_name, nick_name, email, phonenumber, sex, password, status, create_by, remark) VALUES
  (1, 104, 'admin', '管理员', 'admin@example.com', '', '0', '$2b$10$9uSbi/PY1NX/jA8jsSHfGOVoBB4sAhka.ipaLEa7gjYHO/mkBjesm', '0', 'admin', '管理员');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('sys_user', 'user_id'), 100);
--> statement-breakpoint
INSERT INTO sys_user_role (user_id, role_id) VALUES (1, 1);
--> statement-breakpoint
INSERT INTO sys_menu (menu_id, menu_name, menu_name_en, parent_id, order_num, path, component, route_name, is_frame, is_cache, menu_type, visible, status, perms, icon, create_by) VALUES
  (1, '系统管理', 'System', 0, 90, 'system', NULL, '', 1, 0, 'M', '0', '0', '', 'system', 'admin'),
  (105, '字典管理', 'Dictionaries', 1, 6, 'dict', 'system/dict/index', 'Dict', 1, 0, 'C', '0', '0', 'system:dict:list', 'dict', 'admin'),
  (106, '参数设置', 'Parameters', 1, 7, 'config', 'system/config/index', 'Config', 1, 0, 'C', '0', '0', 'system:config:list', 'edit', 'admin'),
  (1026, '字典查询', 'Query', 105, 1, '', '', '', 1, 0, 'F', '0', '0', 'system:dict:query', '#', 'admin'),
  (1027, '字典新增', 'Add', 105, 2, '', '', '', 1, 0, 'F', '0', '0', 'system:dict:add', '#', 'admin'),
  (1028, '字典修改', 'Edit', 105, 3, '', '', '', 1, 0, 'F', '0', '0', 'system:dict:edit', '#', 'admin'),
  (1029, '字典删除', 'Delete', 105, 4, '', '', '', 1, 0, 'F', '0', '0', 'system:dict:remove', '#', 'admin'),
  (1030, '字典导出', 'Export', 105, 5, '', '', '', 1, 0, 'F', '0', '0', 'system:dict:export', '#', 'admin'),
  (1031, '参数查询', 'Query', 106, 1, '', '', '', 1, 0, 'F', '0', '0', 'system:config:query', '#', 'admin'),
  (1032, '参数新增', 'Add', 106, 2, '', '', '', 1, 0, 'F', '0', '0', 'system:config:add', '#', 'admin'),
  (1033, '参数修改', 'Edit', 106, 3, '', '', '', 1, 0, 'F', '0', '0', 'system:config:edit', '#', 'admin'),
  (1034, '参数删除', 'Delete', 106, 4, '', '', '', 1, 0, 'F', '0', '0', 'system:config:remove', '#', 'admin'),
  (1035, '参数导出', 'Export', 106, 5, '', '', '', 1, 0, 'F', '0', '0', 'system:config:export', '#', 'admin');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('sys_menu', 'menu_id'), 10000);
--> statement-breakpoint
INSERT INTO sys_config (config_id, config_name, config_key, config_value, config_type, create_by, remark) VALUES
  (1, '主框架页-默认皮肤样式名称', 'sys.index.skinName', 'skin-blue', 'Y', 'admin', '蓝色 skin-blue、绿色 skin-green、紫色 skin-purple、红色 skin-red、黄色 skin-yellow'),
  (2, '用户管理-账号初始密码', 'sys.user.initPassword', '123456', 'Y', 'admin', '新建用户的初始密码'),
  (3, '主框架页-侧边栏主题', 'sys.index.sideTheme', 'theme-dark', 'Y', 'admin', '深色主题 theme-dark，浅色主题 theme-light'),
  (4, '账号自助-验证码开关', 'sys.account.captchaEnabled', 'true', 'Y', 'admin', '是否开启验证码功能（true开启，false关闭）'),
  (5, '账号自助-是否开启用户注册功能', 'sys.account.registerUser', 'false', 'Y', 'admin', '是否开启注册用户功能（true开启，false关闭）'),
  (6, '用户登录-黑名单列表', 'sys.login.blackIPList', '', 'Y', 'admin', '设置登录IP黑名单限制，多个匹配项以;分隔'),
  (7, '用户管理-初始密码修改策略', 'sys.account.initPasswordModify', '1', 'Y', 'admin', '0：初始密码修改策略关闭，没有任何提示；1：提醒用户，如果未修改初始密码，则在登录时就会提醒修改密码'),
  (8, '用户管理-账号密码更新周期', 'sys.account.passwordValidateDays', '0', 'Y', 'admin', '密码更新周期（填写数字，数据初始化值为0不限制）');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('sys_config', 'config_id'), 100);
--> statement-breakpoint
INSERT INTO sys_dict_type (dict_id, dict_name, dict_type, status, create_by, remark) VALUES
  (1, '用户性别', 'sys_user_sex', '0', 'admin', '用户性别列表'),
  (2, '菜单状态', 'sys_show_hide', '0', 'admin', '菜单状态列表'),
  (3, '系统开关', 'sys_normal_disable', '0', 'admin', '系统开关列表'),
  (4, '任务状态', 'sys_job_status', '0', 'admin', '任务状态列表'),
  (5, '任务分组', 'sys_job_group', '0', 'admin', '任务分组列表'),
  (6, '系统是否', 'sys_yes_no', '0', 'admin', '系统是否列表'),
  (7, '通知类型', 'sys_notice_type', '0', 'admin', '通知类型列表'),
  (8, '通知状态', 'sys_notice_status', '0', 'admin', '通知状态列表'),
  (9, '操作类型', 'sys_oper_type', '0', 'admin', '操作类型列表'),
  (10, '系统状态', 'sys_common_status', '0', 'admin', '登录状态列表');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('sys_dict_type', 'dict_id'), 100);
--> statement-breakpoint
INSERT INTO sys_dict_data (dict_sort, dict_label_zh, dict_label_en, dict_value, dict_type, list_class, is_default, create_by) VALUES
  (1, '男', 'Male', '0', 'sys_user_sex', '', 'Y', 'admin'),
  (2, '女', 'Female', '1', 'sys_user_sex', '', 'N', 'admin'),
  (3, '未知', 'Unknown', '2', 'sys_user_sex', '', 'N', 'admin'),
  (1, '显示', 'Show', '0', 'sys_show_hide', 'primary', 'Y', 'admin'),
  (2, '隐藏', 'Hide', '1', 'sys_show_hide', 'danger', 'N', 'admin'),
  (1, '正常', 'Normal', '0', 'sys_normal_disable', 'primary', 'Y', 'admin'),
  (2, '停用', 'Disabled', '1', 'sys_normal_disable', 'danger', 'N', 'admin'),
  (1, '正常', 'Normal', '0', 'sys_job_status', 'primary', 'Y', 'admin'),
  (2, '暂停', 'Paused', '1', 'sys_job_status', 'danger', 'N', 'admin'),
  (1, '默认', 'Default', 'DEFAULT', 'sys_job_group', '', 'Y', 'admin'),
  (2, '系统', 'System', 'SYSTEM', 'sys_job_group', '', 'N', 'admin'),
  (1, '是', 'Yes', 'Y', 'sys_yes_no', 'primary', 'Y', 'admin'),
  (2, '否', 'No', 'N', 'sys_yes_no', 'danger', 'N', 'admin'),
  (1, '通知', 'Notice', '1', 'sys_notice_type', 'warning', 'Y', 'admin'),
  (2, '公告', 'Announcement', '2', 'sys_notice_type', 'success', 'N', 'admin'),
  (1, '正常', 'Open', '0', 'sys_notice_status', 'primary', 'Y', 'admin'),
  (2, '关闭', 'Closed', '1', 'sys_notice_status', 'danger', 'N', 'admin'),
  (99, '其他', 'Other', '0', 'sys_oper_type', 'info', 'N', 'admin'),
  (1, '新增', 'Insert', '1', 'sys_oper_type', 'info', 'N', 'admin'),
  (2, '修改', 'Update', '2', 'sys_oper_type', 'info', 'N', 'admin'),
  (3, '删除', 'Delete', '3', 'sys_oper_type', 'danger', 'N', 'admin'),
  (4, '授权', 'Grant', '4', 'sys_oper_type', 'primary', 'N', 'admin'),
  (5, '导出', 'Export', '5', 'sys_oper_type', 'warning', 'N', 'admin'),
  (6, '导入', 'Import', '6', 'sys_oper_type', 'warning', 'N', 'admin'),
  (7, '强退', 'Force logout', '7', 'sys_oper_type', 'danger', 'N', 'admin'),
  (8, '生成代码', 'Generate code', '8', 'sys_oper_type', 'warning', 'N', 'admin'),
  (9, '清空数据', 'Clean', '9', 'sys_oper_type', 'danger', 'N', 'admin'),
  (1, '成功', 'Success', '0', 'sys_common_status', 'primary', 'N', 'admin'),
  (2, '失败', 'Failure', '1', 'sys_common_status', 'danger', 'N', 'admin');
