CREATE TABLE "gen_table" (
	"table_id" bigserial PRIMARY KEY NOT NULL,
	"table_name" varchar(63) NOT NULL,
	"table_comment" varchar(200) DEFAULT '' NOT NULL,
	"class_name" varchar(63) NOT NULL,
	"module_name" varchar(40) NOT NULL,
	"business_name" varchar(40) NOT NULL,
	"function_name_zh" varchar(50) NOT NULL,
	"function_name_en" varchar(50) NOT NULL,
	"author" varchar(50) DEFAULT '' NOT NULL,
	"tpl_category" varchar(10) DEFAULT 'crud' NOT NULL,
	"tree_parent_column" varchar(63) DEFAULT '' NOT NULL,
	"parent_menu_id" bigint DEFAULT 0 NOT NULL,
	"permission_prefix" varchar(100) NOT NULL,
	"columns" jsonb NOT NULL,
	"remark" varchar(500),
	"create_by" varchar(64) DEFAULT '',
	"create_time" timestamp with time zone DEFAULT now(),
	"update_by" varchar(64) DEFAULT '',
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "gen_table_name_uq" ON "gen_table" USING btree ("table_name");--> statement-breakpoint
-- The code generator (decisions.md: RuoYi's /tool/gen paths) under a "Tools" directory (RuoYi's menu ids 3 and 116
-- and its permission strings); administrator only.
INSERT INTO sys_menu (menu_id, menu_name, menu_name_en, parent_id, order_num, path, component, route_name, is_frame, is_cache, menu_type, visible, status, perms, icon, create_by) VALUES
  (3, '系统工具', 'Tools', 0, 92, 'tool', NULL, '', 1, 0, 'M', '0', '0', '', 'tool', 'admin'),
  (116, '代码生成', 'Code generator', 3, 1, 'gen', 'tool/gen/index', 'Gen', 1, 0, 'C', '0', '0', 'tool:gen:list', 'code', 'admin'),
  (1160, '生成查询', 'Query', 116, 1, '', '', '', 1, 0, 'F', '0', '0', 'tool:gen:query', '#', 'admin'),
  (1161, '生成修改', 'Edit', 116, 2, '', '', '', 1, 0, 'F', '0', '0', 'tool:gen:edit', '#', 'admin'),
  (1162, '生成删除', 'Delete', 116, 3, '', '', '', 1, 0, 'F', '0', '0', 'tool:gen:remove', '#', 'admin'),
  (1163, '导入代码', 'Import', 116, 4, '', '', '', 1, 0, 'F', '0', '0', 'tool:gen:import', '#', 'admin'),
  (1164, '预览代码', 'Preview', 116, 5, '', '', '', 1, 0, 'F', '0', '0', 'tool:gen:preview', '#', 'admin'),
  (1165, '生成代码', 'Generate', 116, 6, '', '', '', 1, 0, 'F', '0', '0', 'tool:gen:code', '#', 'admin');
