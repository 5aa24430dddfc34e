CREATE TABLE "biz_app_version" (
	"version_id" bigserial PRIMARY KEY NOT NULL,
	"os_type" varchar(10) NOT NULL,
	"version_no" varchar(20) NOT NULL,
	"build_no" integer NOT NULL,
	"update_intro" varchar(500) DEFAULT '' NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"release_time" timestamp with time zone NOT NULL,
	"force_update" char(1) DEFAULT 'N' NOT NULL,
	"remark" varchar(500),
	"create_by" varchar(64) DEFAULT '',
	"create_time" timestamp with time zone DEFAULT now(),
	"update_by" varchar(64) DEFAULT '',
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "biz_app_version_no_uq" ON "biz_app_version" USING btree ("os_type","version_no");--> statement-breakpoint
CREATE UNIQUE INDEX "biz_app_version_build_uq" ON "biz_app_version" USING btree ("os_type","build_no");--> statement-breakpoint
-- The phone app's release history (spec §3 "App version log"): its menu under a new "App"
-- directory, its permissions (administrator only: no other role is granted them) and the OS dictionary.
INSERT INTO sys_dict_type (dict_id, dict_name, dict_type, status, create_by, remark) VALUES
  (40, '手机系统', 'biz_app_os_type', '0', 'admin', 'Phone operating system of an app release');
--> statement-breakpoint
INSERT INTO sys_dict_data (dict_sort, dict_label_zh, dict_label_en, dict_value, dict_type, list_class, is_default, create_by) VALUES
  (1, '安卓', 'Android', 'android', 'biz_app_os_type', 'success', 'Y', 'admin'),
  (2, '苹果', 'iOS', 'ios', 'biz_app_os_type', 'primary', 'N', 'admin');
--> statement-breakpoint
INSERT INTO sys_menu (menu_id, menu_name, menu_name_en, parent_id, order_num, path, component, route_name, is_frame, is_cache, menu_type, visible, status, perms, icon, create_by) VALUES
  (2020, '应用管理', 'App', 0, 80, 'app', NULL, '', 1, 0, 'M', '0', '0', '', 'phone', 'admin'),
  (2021, '版本日志', 'App versions', 2020, 1, 'appVersion', 'biz/appVersion/index', 'AppVersion', 1, 0, 'C', '0', '0', 'biz:appVersion:list', 'log', 'admin'),
  (2170, '版本查询', 'Query', 2021, 1, '', '', '', 1, 0, 'F', '0', '0', 'biz:appVersion:query', '#', 'admin'),
  (2171, '版本新增', 'Add', 2021, 2, '', '', '', 1, 0, 'F', '0', '0', 'biz:appVersion:add', '#', 'admin'),
  (2172, '版本修改', 'Edit', 2021, 3, '', '', '', 1, 0, 'F', '0', '0', 'biz:appVersion:edit', '#', 'admin'),
  (2173, '版本删除', 'Delete', 2021, 4, '', '', '', 1, 0, 'F', '0', '0', 'biz:appVersion:remove', '#', 'admin'),
  (2174, '版本导出', 'Export', 2021, 5, '', '', '', 1, 0, 'F', '0', '0', 'biz:appVersion:export', '#', 'admin');
