CREATE TABLE "biz_filing" (
	"filing_id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"qd_number" varchar(50) DEFAULT '' NOT NULL,
	"customs_declaration_number" varchar(50) DEFAULT '' NOT NULL,
	"customs_broker_code" varchar(50) DEFAULT '' NOT NULL,
	"review_notes" varchar(1000) DEFAULT '' NOT NULL,
	"review_photos" text DEFAULT '' NOT NULL,
	"audit_date" timestamp with time zone,
	"confirm_delivery_time" timestamp with time zone,
	"act_item_no" integer,
	"sign_time" timestamp with time zone,
	"customs_status" char(1) DEFAULT '0' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"dept_id" bigint,
	"user_id" bigint,
	"create_by" varchar(64) DEFAULT '',
	"create_time" timestamp with time zone DEFAULT now(),
	"update_by" varchar(64) DEFAULT '',
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "biz_order" (
	"order_id" bigserial PRIMARY KEY NOT NULL,
	"order_no" varchar(40) NOT NULL,
	"buyer" varchar(100) DEFAULT '' NOT NULL,
	"ope" varchar(50) DEFAULT '' NOT NULL,
	"da" varchar(50) DEFAULT '' NOT NULL,
	"vendor_dept_name" varchar(100) DEFAULT '' NOT NULL,
	"nb_of_cartons" integer DEFAULT 0 NOT NULL,
	"total_cbm" numeric(14, 3) DEFAULT '0' NOT NULL,
	"keep_record_cbm" numeric(14, 3) DEFAULT '0' NOT NULL,
	"gross_weight_sum" numeric(14, 3) DEFAULT '0' NOT NULL,
	"documentary" varchar(50) DEFAULT '' NOT NULL,
	"order_taker" varchar(50) DEFAULT '' NOT NULL,
	"district" varchar(50) DEFAULT '' NOT NULL,
	"booking_category" varchar(50) DEFAULT '' NOT NULL,
	"doc_sper" varchar(50) DEFAULT '' NOT NULL,
	"trafic_order" varchar(50) DEFAULT '' NOT NULL,
	"trafic_code" varchar(50) DEFAULT '' NOT NULL,
	"is_suit" char(1) DEFAULT 'N' NOT NULL,
	"is_special" char(1) DEFAULT 'N' NOT NULL,
	"special_customs" varchar(100) DEFAULT '' NOT NULL,
	"special_unit" varchar(20) DEFAULT '' NOT NULL,
	"special_qty_rate" numeric(12, 4),
	"dept_id" bigint,
	"user_id" bigint,
	"remark" varchar(500),
	"customs_status" char(1) DEFAULT '0' NOT NULL,
	"transport_status" char(1) DEFAULT '0' NOT NULL,
	"over_state" char(1) DEFAULT '0' NOT NULL,
	"over_reason" varchar(500) DEFAULT '' NOT NULL,
	"bonded_status" char(1) DEFAULT '1' NOT NULL,
	"edit_status" char(1) DEFAULT '0' NOT NULL,
	"to_warehouse_time" timestamp with time zone,
	"preorder_id" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(64) DEFAULT '',
	"create_time" timestamp with time zone DEFAULT now(),
	"update_by" varchar(64) DEFAULT '',
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "biz_order_line" (
	"line_id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" bigint,
	"item_no" varchar(50) NOT NULL,
	"original_category" varchar(100) DEFAULT '' NOT NULL,
	"original_qty" numeric(14, 3) DEFAULT '0' NOT NULL,
	"gifi_code" varchar(30) DEFAULT '' NOT NULL,
	"unit_price" numeric(14, 4) DEFAULT '0' NOT NULL,
	"total_amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"customs_name_zh" varchar(200) DEFAULT '' NOT NULL,
	"customs_name_en" varchar(200) DEFAULT '' NOT NULL,
	"inspection_flag" char(1) DEFAULT 'N' NOT NULL,
	"proportion_flag" char(1) DEFAULT 'N' NOT NULL,
	"cartons" integer DEFAULT 0 NOT NULL,
	"cbm" numeric(14, 3) DEFAULT '0' NOT NULL,
	"gross_weight" numeric(14, 3) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biz_preorder" (
	"preorder_id" bigserial PRIMARY KEY NOT NULL,
	"order_no" varchar(40) NOT NULL,
	"buyer" varchar(100) DEFAULT '' NOT NULL,
	"ope" varchar(50) DEFAULT '' NOT NULL,
	"da" varchar(50) DEFAULT '' NOT NULL,
	"vendor_dept_name" varchar(100) DEFAULT '' NOT NULL,
	"nb_of_cartons" integer DEFAULT 0 NOT NULL,
	"total_cbm" numeric(14, 3) DEFAULT '0' NOT NULL,
	"keep_record_cbm" numeric(14, 3) DEFAULT '0' NOT NULL,
	"gross_weight_sum" numeric(14, 3) DEFAULT '0' NOT NULL,
	"documentary" varchar(50) DEFAULT '' NOT NULL,
	"order_taker" varchar(50) DEFAULT '' NOT NULL,
	"district" varchar(50) DEFAULT '' NOT NULL,
	"booking_category" varchar(50) DEFAULT '' NOT NULL,
	"doc_sper" varchar(50) DEFAULT '' NOT NULL,
	"trafic_order" varchar(50) DEFAULT '' NOT NULL,
	"trafic_code" varchar(50) DEFAULT '' NOT NULL,
	"is_suit" char(1) DEFAULT 'N' NOT NULL,
	"is_special" char(1) DEFAULT 'N' NOT NULL,
	"special_customs" varchar(100) DEFAULT '' NOT NULL,
	"special_unit" varchar(20) DEFAULT '' NOT NULL,
	"special_qty_rate" numeric(12, 4),
	"dept_id" bigint,
	"user_id" bigint,
	"remark" varchar(500),
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"check_status" char(1) DEFAULT '0' NOT NULL,
	"check_remark" varchar(500) DEFAULT '' NOT NULL,
	"order_id" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(64) DEFAULT '',
	"create_time" timestamp with time zone DEFAULT now(),
	"update_by" varchar(64) DEFAULT '',
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "biz_product" (
	"product_id" bigserial PRIMARY KEY NOT NULL,
	"article_no" varchar(50) NOT NULL,
	"name_zh" varchar(200) NOT NULL,
	"name_en" varchar(200) DEFAULT '' NOT NULL,
	"hscode" varchar(20) DEFAULT '' NOT NULL,
	"length" numeric(10, 2),
	"width" numeric(10, 2),
	"height" numeric(10, 2),
	"gross_weight" numeric(12, 3),
	"net_weight" numeric(12, 3),
	"supplier" varchar(100) DEFAULT '' NOT NULL,
	"status" char(1) DEFAULT '0' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"dept_id" bigint,
	"user_id" bigint,
	"remark" varchar(500),
	"create_by" varchar(64) DEFAULT '',
	"create_time" timestamp with time zone DEFAULT now(),
	"update_by" varchar(64) DEFAULT '',
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "biz_status_history" (
	"history_id" bigserial PRIMARY KEY NOT NULL,
	"entity" varchar(30) NOT NULL,
	"entity_id" bigint NOT NULL,
	"field" varchar(40) NOT NULL,
	"from_status" varchar(10) NOT NULL,
	"to_status" varchar(10) NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"oper_by" varchar(64) NOT NULL,
	"oper_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "biz_filing_order_idx" ON "biz_filing" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "biz_filing_status_idx" ON "biz_filing" USING btree ("customs_status","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "biz_order_no_uq" ON "biz_order" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "biz_order_time_idx" ON "biz_order" USING btree ("create_time","order_id");--> statement-breakpoint
CREATE INDEX "biz_order_customs_time_idx" ON "biz_order" USING btree ("customs_status","create_time","order_id");--> statement-breakpoint
CREATE INDEX "biz_order_transport_time_idx" ON "biz_order" USING btree ("transport_status","create_time","order_id");--> statement-breakpoint
CREATE INDEX "biz_order_dept_idx" ON "biz_order" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "biz_order_line_order_idx" ON "biz_order_line" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "biz_preorder_no_idx" ON "biz_preorder" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "biz_preorder_check_idx" ON "biz_preorder" USING btree ("check_status","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "biz_product_article_uq" ON "biz_product" USING btree ("article_no");--> statement-breakpoint
CREATE INDEX "biz_product_status_idx" ON "biz_product" USING btree ("status");--> statement-breakpoint
CREATE INDEX "biz_status_history_entity_idx" ON "biz_status_history" USING btree ("entity","entity_id");