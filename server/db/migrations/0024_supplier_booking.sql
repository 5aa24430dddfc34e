CREATE TABLE "biz_supplier_link" (
	"link_id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"vendor_dept_name" varchar(100) NOT NULL,
	"order_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_on" date,
	"revoke_time" timestamp with time zone,
	"revoke_by" varchar(64),
	"contact_email" varchar(254) NOT NULL,
	"lang" varchar(5) DEFAULT 'zh' NOT NULL,
	"site_url" varchar(300) DEFAULT '' NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"last_used_time" timestamp with time zone,
	"dept_id" bigint,
	"user_id" bigint,
	"remark" varchar(500),
	"create_by" varchar(64) DEFAULT '',
	"create_time" timestamp with time zone DEFAULT now(),
	"update_by" varchar(64) DEFAULT '',
	"update_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "biz_appointment" ADD COLUMN "supplier_link_id" bigint;--> statement-breakpoint
ALTER TABLE "biz_appointment" ADD COLUMN "packing_list" varchar(255);--> statement-breakpoint
ALTER TABLE "biz_warehouse" ADD COLUMN "book_ahead_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "biz_warehouse" ADD COLUMN "cutoff_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "biz_warehouse" ADD COLUMN "max_per_supplier_day" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "biz_warehouse" ADD COLUMN "self_booking_approval" char(1) DEFAULT '1' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "biz_supplier_link_token_uq" ON "biz_supplier_link" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "biz_supplier_link_vendor_idx" ON "biz_supplier_link" USING btree ("vendor_dept_name");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "biz_appointment_supplier_link_idx" ON "biz_appointment" USING btree ("supplier_link_id","slot_date");--> statement-breakpoint
-- Issue 38, suppliers book their own deliveries: the "cancelled" status (a supplier gives a
-- booking up through its link, or the desk does), and the desk's page of supplier links under
-- Delivery with its buttons, granted to customer service as the appointments are (the admin role
-- holds every permission).
INSERT INTO sys_dict_data (dict_sort, dict_label_zh, dict_label_en, dict_value, dict_type, list_class, is_default, create_by) VALUES
  (10, '已取消', 'Cancelled', '9', 'biz_appointment_status', 'info', 'N', 'admin');
--> statement-breakpoint
INSERT INTO sys_menu (menu_id, menu_name, menu_name_en, parent_id, order_num, path, component, route_name, is_frame, is_cache, menu_type, visible, status, perms, icon, create_by) VALUES
  (2240, '供应商预约链接', 'Supplier links', 2010, 4, 'supplierLink', 'biz/supplierLink/index', 'SupplierLink', 1, 0, 'C', '0', '0', 'biz:supplierLink:list', 'link', 'admin'),
  (2241, '链接新增', 'Add', 2240, 1, '', '', '', 1, 0, 'F', '0', '0', 'biz:supplierLink:add', '#', 'admin'),
  (2242, '链接作废', 'Revoke', 2240, 2, '', '', '', 1, 0, 'F', '0', '0', 'biz:supplierLink:revoke', '#', 'admin');
--> statement-breakpoint
INSERT INTO sys_role_menu (role_id, menu_id)
  SELECT 2, menu_id FROM sys_menu WHERE menu_id IN (2240, 2241, 2242)
ON CONFLICT DO NOTHING;
