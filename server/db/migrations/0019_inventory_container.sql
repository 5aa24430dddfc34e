CREATE TABLE "biz_container" (
	"container_id" bigserial PRIMARY KEY NOT NULL,
	"cabinet_no" varchar(40) DEFAULT '' NOT NULL,
	"week" integer,
	"vessel_voyage" varchar(60) DEFAULT '' NOT NULL,
	"bill_of_lading" varchar(40) DEFAULT '' NOT NULL,
	"container_no" varchar(11) DEFAULT '' NOT NULL,
	"seal_no" varchar(40) DEFAULT '' NOT NULL,
	"seal_photo" text DEFAULT '' NOT NULL,
	"box_type" varchar(10) DEFAULT '' NOT NULL,
	"carrier" varchar(60) DEFAULT '' NOT NULL,
	"destination" varchar(100) DEFAULT '' NOT NULL,
	"cargo_space" varchar(40) DEFAULT '' NOT NULL,
	"packer" varchar(64) DEFAULT '' NOT NULL,
	"driver_name" varchar(50) DEFAULT '' NOT NULL,
	"plate_no" varchar(20) DEFAULT '' NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"load_date" date,
	"load_time" varchar(5) DEFAULT '' NOT NULL,
	"gross_weight" numeric(12, 3),
	"truck_weight" numeric(12, 3),
	"status" char(1) DEFAULT '0' NOT NULL,
	"locked" char(1) DEFAULT '0' NOT NULL,
	"left_time" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"dept_id" bigint,
	"user_id" bigint,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"create_by" varchar(64) DEFAULT '',
	"create_time" timestamp with time zone DEFAULT now(),
	"update_by" varchar(64) DEFAULT '',
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "biz_pallet" (
	"pallet_id" bigserial PRIMARY KEY NOT NULL,
	"pallet_code" varchar(40) NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" varchar(40) NOT NULL,
	"buyer" varchar(100) DEFAULT '' NOT NULL,
	"appointment_id" bigint,
	"boxes" integer NOT NULL,
	"weight" numeric(14, 3) NOT NULL,
	"cube" numeric(14, 3) NOT NULL,
	"location" varchar(30) DEFAULT '' NOT NULL,
	"status" char(1) DEFAULT '0' NOT NULL,
	"container_id" bigint,
	"loaded_time" timestamp with time zone,
	"received_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"dept_id" bigint,
	"user_id" bigint
);
--> statement-breakpoint
CREATE TABLE "biz_stock_ledger" (
	"entry_id" bigserial PRIMARY KEY NOT NULL,
	"pallet_id" bigint NOT NULL,
	"movement" varchar(10) NOT NULL,
	"from_status" varchar(1) NOT NULL,
	"to_status" varchar(1) NOT NULL,
	"from_location" varchar(30) DEFAULT '' NOT NULL,
	"to_location" varchar(30) DEFAULT '' NOT NULL,
	"from_container_id" bigint,
	"to_container_id" bigint,
	"boxes" integer NOT NULL,
	"weight" numeric(14, 3) NOT NULL,
	"cube" numeric(14, 3) NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"oper_by" varchar(64) NOT NULL,
	"oper_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "biz_container_status_idx" ON "biz_container" USING btree ("status","create_time");--> statement-breakpoint
CREATE INDEX "biz_container_day_idx" ON "biz_container" USING btree ("warehouse_id","load_date","load_time");--> statement-breakpoint
CREATE INDEX "biz_container_no_idx" ON "biz_container" USING btree ("container_no");--> statement-breakpoint
CREATE UNIQUE INDEX "biz_pallet_code_uq" ON "biz_pallet" USING btree ("pallet_code");--> statement-breakpoint
CREATE INDEX "biz_pallet_status_idx" ON "biz_pallet" USING btree ("status","received_time","pallet_id");--> statement-breakpoint
CREATE INDEX "biz_pallet_warehouse_idx" ON "biz_pallet" USING btree ("warehouse_id","status","received_time");--> statement-breakpoint
CREATE INDEX "biz_pallet_order_idx" ON "biz_pallet" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "biz_pallet_order_no_idx" ON "biz_pallet" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "biz_pallet_container_idx" ON "biz_pallet" USING btree ("container_id");--> statement-breakpoint
CREATE INDEX "biz_stock_ledger_pallet_idx" ON "biz_stock_ledger" USING btree ("pallet_id","entry_id");--> statement-breakpoint
CREATE INDEX "biz_stock_ledger_time_idx" ON "biz_stock_ledger" USING btree ("oper_time","entry_id");--> statement-breakpoint
CREATE INDEX "biz_stock_ledger_container_idx" ON "biz_stock_ledger" USING btree ("to_container_id");--> statement-breakpoint
-- Inventory and outbound containers (spec §1, §3, §4; decisions.md §5): dictionaries, the menus with
-- their buttons (warehouse staff load and move containers, customer service plans them, customs
-- sees neither), and the weighbridge tolerance. Box types carry their inner volume (m³), payload
-- and tare (kg) in the dictionary entry's remark, where an administrator can correct them.
INSERT INTO sys_dict_type (dict_id, dict_name, dict_type, status, create_by, remark) VALUES
  (47, '库存状态', 'biz_stock_status', '0', 'admin', 'Inventory: pallet state'),
  (48, '库存流水类型', 'biz_stock_movement', '0', 'admin', 'Inventory ledger movement'),
  (49, '出库柜状态', 'biz_container_status', '0', 'admin', 'Outbound container status'),
  (50, '锁定状态', 'biz_container_lock', '0', 'admin', 'Outbound container: normal or locked'),
  (51, '箱型', 'biz_box_type', '0', 'admin', 'Box types: remark volume=m³;payload=kg;tare=kg');
--> statement-breakpoint
INSERT INTO sys_dict_data (dict_sort, dict_label_zh, dict_label_en, dict_value, dict_type, list_class, is_default, remark, create_by) VALUES
  (1, '入库', 'Inbound', '0', 'biz_stock_status', 'warning', 'Y', NULL, 'admin'),
  (2, '在库', 'In stock', '1', 'biz_stock_status', 'success', 'N', NULL, 'admin'),
  (3, '预分配', 'Preassigned', '2', 'biz_stock_status', 'primary', 'N', NULL, 'admin'),
  (4, '出库', 'Outbound', '3', 'biz_stock_status', 'info', 'N', NULL, 'admin'),
  (1, '收货入库', 'Received', 'receive', 'biz_stock_movement', 'warning', 'N', NULL, 'admin'),
  (2, '上架', 'Put away', 'putaway', 'biz_stock_movement', 'success', 'N', NULL, 'admin'),
  (3, '移库', 'Relocated', 'relocate', 'biz_stock_movement', 'default', 'N', NULL, 'admin'),
  (4, '预分配', 'Preassigned', 'preassign', 'biz_stock_movement', 'primary', 'N', NULL, 'admin'),
  (5, '释放', 'Released', 'release', 'biz_stock_movement', 'default', 'N', NULL, 'admin'),
  (6, '装柜', 'Loaded', 'load', 'biz_stock_movement', 'primary', 'N', NULL, 'admin'),
  (7, '出库', 'Left', 'outbound', 'biz_stock_movement', 'info', 'N', NULL, 'admin'),
  (1, '待发送', 'Waiting to send', '0', 'biz_container_status', 'default', 'Y', NULL, 'admin'),
  (2, '待装柜', 'To pack', '1', 'biz_container_status', 'warning', 'N', NULL, 'admin'),
  (3, '已装柜', 'Packed', '2', 'biz_container_status', 'primary', 'N', NULL, 'admin'),
  (4, '待离场', 'To leave', '3', 'biz_container_status', 'warning', 'N', NULL, 'admin'),
  (5, '已离场', 'Left', '4', 'biz_container_status', 'success', 'N', NULL, 'admin'),
  (6, '临时箱', 'Temporary box', '5', 'biz_container_status', 'info', 'N', NULL, 'admin'),
  (1, '正常', 'Normal', '0', 'biz_container_lock', 'success', 'Y', NULL, 'admin'),
  (2, '锁定', 'Locked', '1', 'biz_container_lock', 'danger', 'N', NULL, 'admin'),
  (1, '20GP', '20GP', '20GP', 'biz_box_type', 'default', 'N', 'volume=33.2;payload=28200;tare=2230', 'admin'),
  (2, '40GP', '40GP', '40GP', 'biz_box_type', 'default', 'N', 'volume=67.7;payload=26700;tare=3750', 'admin'),
  (3, '40HQ', '40HQ', '40HQ', 'biz_box_type', 'default', 'Y', 'volume=76.4;payload=26500;tare=3940', 'admin'),
  (4, '45HQ', '45HQ', '45HQ', 'biz_box_type', 'default', 'N', 'volume=86.0;payload=27700;tare=4800', 'admin');
--> statement-breakpoint
INSERT INTO sys_menu (menu_id, menu_name, menu_name_en, parent_id, order_num, path, component, route_name, is_frame, is_cache, menu_type, visible, status, perms, icon, create_by) VALUES
  (2030, '仓储出库', 'Stock & outbound', 0, 12, 'stock', NULL, '', 1, 0, 'M', '0', '0', '', 'inventory', 'admin'),
  (2031, '库存', 'Inventory', 2030, 1, 'inventory', 'biz/inventory/index', 'Inventory', 1, 0, 'C', '0', '0', 'biz:inventory:list', 'inventory', 'admin'),
  (2032, '出库装柜', 'Outbound containers', 2030, 2, 'container', 'biz/container/index', 'Container', 1, 0, 'C', '0', '0', 'biz:container:list', 'container', 'admin'),
  (2190, '库存查询', 'Query', 2031, 1, '', '', '', 1, 0, 'F', '0', '0', 'biz:inventory:query', '#', 'admin'),
  (2191, '库存导出', 'Export', 2031, 2, '', '', '', 1, 0, 'F', '0', '0', 'biz:inventory:export', '#', 'admin'),
  (2192, '上架', 'Put away', 2031, 3, '', '', '', 1, 0, 'F', '0', '0', 'biz:inventory:putaway', '#', 'admin'),
  (2193, '预分配', 'Preassign', 2031, 4, '', '', '', 1, 0, 'F', '0', '0', 'biz:inventory:preassign', '#', 'admin'),
  (2194, '释放', 'Release', 2031, 5, '', '', '', 1, 0, 'F', '0', '0', 'biz:inventory:release', '#', 'admin'),
  (2200, '出库柜查询', 'Query', 2032, 1, '', '', '', 1, 0, 'F', '0', '0', 'biz:container:query', '#', 'admin'),
  (2201, '出库柜新增', 'Add', 2032, 2, '', '', '', 1, 0, 'F', '0', '0', 'biz:container:add', '#', 'admin'),
  (2202, '出库柜修改', 'Edit', 2032, 3, '', '', '', 1, 0, 'F', '0', '0', 'biz:container:edit', '#', 'admin'),
  (2203, '出库柜删除', 'Delete', 2032, 4, '', '', '', 1, 0, 'F', '0', '0', 'biz:container:remove', '#', 'admin'),
  (2204, '出库柜导出', 'Export', 2032, 5, '', '', '', 1, 0, 'F', '0', '0', 'biz:container:export', '#', 'admin'),
  (2205, '锁定解锁', 'Lock / unlock', 2032, 6, '', '', '', 1, 0, 'F', '0', '0', 'biz:container:lock', '#', 'admin'),
  (2206, '状态变更', 'Change status', 2032, 7, '', '', '', 1, 0, 'F', '0', '0', 'biz:container:status', '#', 'admin'),
  (2207, '装柜', 'Load', 2032, 8, '', '', '', 1, 0, 'F', '0', '0', 'biz:container:load', '#', 'admin');
--> statement-breakpoint
INSERT INTO sys_role_menu (role_id, menu_id)
  SELECT 2, m.menu_id FROM sys_menu m WHERE m.menu_id IN (2030, 2031, 2032, 2190, 2191, 2192, 2193, 2194, 2200, 2201, 2202, 2203, 2204, 2205, 2206)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO sys_role_menu (role_id, menu_id)
  SELECT 4, m.menu_id FROM sys_menu m WHERE m.menu_id IN (2030, 2031, 2032, 2190, 2192, 2200, 2206, 2207)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO sys_config (config_id, config_name, config_key, config_value, config_type, create_by, remark) VALUES
  (35, '出库-地磅允差（%）', 'biz.container.weighTolerance', '2', 'Y', 'admin', '地磅毛重与（货物+箱皮重+车重）相差超过此百分比时标记 / the weighbridge gross may differ from goods + tare + truck by this percentage before it is flagged');
