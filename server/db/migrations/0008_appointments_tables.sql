CREATE TABLE "biz_appointment" (
	"appointment_id" bigserial PRIMARY KEY NOT NULL,
	"reservation_no" varchar(30) NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"slot_date" date NOT NULL,
	"slot_time" varchar(5) NOT NULL,
	"door_id" bigint,
	"plate_no" varchar(20) NOT NULL,
	"vehicle_type" varchar(20) DEFAULT '' NOT NULL,
	"delivery_type" varchar(20) DEFAULT '' NOT NULL,
	"driver_name" varchar(50) DEFAULT '' NOT NULL,
	"driver_phone" varchar(30) DEFAULT '' NOT NULL,
	"car_weight" numeric(12, 3),
	"boxes" integer DEFAULT 0 NOT NULL,
	"gross_weight" numeric(14, 3) DEFAULT '0' NOT NULL,
	"cube" numeric(14, 3) DEFAULT '0' NOT NULL,
	"arrival_time" timestamp with time zone,
	"unload_end_time" timestamp with time zone,
	"tally_clerk1" varchar(64) DEFAULT '' NOT NULL,
	"tally_clerk2" varchar(64) DEFAULT '' NOT NULL,
	"forklift_driver1" varchar(64) DEFAULT '' NOT NULL,
	"forklift_driver2" varchar(64) DEFAULT '' NOT NULL,
	"stevedore1" varchar(64) DEFAULT '' NOT NULL,
	"stevedore2" varchar(64) DEFAULT '' NOT NULL,
	"stevedore3" varchar(64) DEFAULT '' NOT NULL,
	"stevedore4" varchar(64) DEFAULT '' NOT NULL,
	"unload_memo" varchar(500) DEFAULT '' NOT NULL,
	"received_boxes" integer,
	"received_weight" numeric(14, 3),
	"received_cube" numeric(14, 3),
	"received_dims" varchar(500) DEFAULT '' NOT NULL,
	"actual_pcb" integer,
	"actual_spcb" integer,
	"diff_flags" varchar(50) DEFAULT '' NOT NULL,
	"photos" text DEFAULT '' NOT NULL,
	"status" char(1) DEFAULT '0' NOT NULL,
	"qr_token" varchar(64) NOT NULL,
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
CREATE TABLE "biz_appointment_order" (
	"appointment_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"received_boxes" integer,
	"received_weight" numeric(14, 3),
	"received_cube" numeric(14, 3),
	CONSTRAINT "biz_appointment_order_appointment_id_order_id_pk" PRIMARY KEY("appointment_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "biz_closed_day" (
	"warehouse_id" bigint NOT NULL,
	"day" date NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	CONSTRAINT "biz_closed_day_warehouse_id_day_pk" PRIMARY KEY("warehouse_id","day")
);
--> statement-breakpoint
CREATE TABLE "biz_dock_door" (
	"door_id" bigserial PRIMARY KEY NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"door_name" varchar(50) NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"status" char(1) DEFAULT '0' NOT NULL,
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "biz_slot" (
	"warehouse_id" bigint NOT NULL,
	"slot_date" date NOT NULL,
	"slot_time" varchar(5) NOT NULL,
	"booked_trucks" integer DEFAULT 0 NOT NULL,
	"booked_cbm" numeric(14, 3) DEFAULT '0' NOT NULL,
	CONSTRAINT "biz_slot_warehouse_id_slot_date_slot_time_pk" PRIMARY KEY("warehouse_id","slot_date","slot_time")
);
--> statement-breakpoint
CREATE TABLE "biz_warehouse" (
	"warehouse_id" bigserial PRIMARY KEY NOT NULL,
	"warehouse_name" varchar(100) NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"open_time" varchar(5) DEFAULT '08:00' NOT NULL,
	"close_time" varchar(5) DEFAULT '18:00' NOT NULL,
	"slot_minutes" integer DEFAULT 60 NOT NULL,
	"slot_trucks" integer DEFAULT 2 NOT NULL,
	"slot_cbm" numeric(12, 3),
	"closed_weekdays" varchar(20) DEFAULT '' NOT NULL,
	"status" char(1) DEFAULT '0' NOT NULL,
	"remark" varchar(500),
	"create_by" varchar(64) DEFAULT '',
	"create_time" timestamp with time zone DEFAULT now(),
	"update_by" varchar(64) DEFAULT '',
	"update_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "biz_preorder" ADD COLUMN "bonded_status" char(1) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "biz_preorder" ADD COLUMN "to_warehouse_time" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "biz_appointment_no_uq" ON "biz_appointment" USING btree ("reservation_no");--> statement-breakpoint
CREATE UNIQUE INDEX "biz_appointment_qr_uq" ON "biz_appointment" USING btree ("qr_token");--> statement-breakpoint
CREATE INDEX "biz_appointment_day_idx" ON "biz_appointment" USING btree ("warehouse_id","slot_date","slot_time");--> statement-breakpoint
CREATE INDEX "biz_appointment_status_idx" ON "biz_appointment" USING btree ("status","create_time");--> statement-breakpoint
CREATE INDEX "biz_appointment_plate_idx" ON "biz_appointment" USING btree ("plate_no");--> statement-breakpoint
CREATE INDEX "biz_appointment_order_order_idx" ON "biz_appointment_order" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "biz_dock_door_warehouse_idx" ON "biz_dock_door" USING btree ("warehouse_id");