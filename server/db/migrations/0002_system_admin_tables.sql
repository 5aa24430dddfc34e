CREATE TABLE "sys_job" (
	"job_id" bigserial PRIMARY KEY NOT NULL,
	"job_name" varchar(64) NOT NULL,
	"job_group" varchar(64) DEFAULT 'DEFAULT' NOT NULL,
	"invoke_target" varchar(500) NOT NULL,
	"cron_expression" varchar(255) NOT NULL,
	"misfire_policy" varchar(20) DEFAULT '3' NOT NULL,
	"concurrent" char(1) DEFAULT '1' NOT NULL,
	"status" char(1) DEFAULT '0' NOT NULL,
	"remark" varchar(500) DEFAULT '',
	"create_by" varchar(64) DEFAULT '',
	"create_time" timestamp with time zone DEFAULT now(),
	"update_by" varchar(64) DEFAULT '',
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_job_fire" (
	"job_id" bigint NOT NULL,
	"fire_time" timestamp with time zone NOT NULL,
	"runner" varchar(100) DEFAULT '' NOT NULL,
	"finished_at" timestamp with time zone,
	"note" text,
	CONSTRAINT "sys_job_fire_job_id_fire_time_pk" PRIMARY KEY("job_id","fire_time")
);
--> statement-breakpoint
CREATE TABLE "sys_job_log" (
	"job_log_id" bigserial PRIMARY KEY NOT NULL,
	"job_id" bigint,
	"job_name" varchar(64) NOT NULL,
	"job_group" varchar(64) NOT NULL,
	"invoke_target" varchar(500) NOT NULL,
	"job_message" varchar(500),
	"status" char(1) DEFAULT '0' NOT NULL,
	"exception_info" text DEFAULT '',
	"start_time" timestamp with time zone,
	"stop_time" timestamp with time zone,
	"duration_ms" integer,
	"runner" varchar(100) DEFAULT '',
	"create_time" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "sys_notice" (
	"notice_id" bigserial PRIMARY KEY NOT NULL,
	"notice_title" varchar(50) NOT NULL,
	"notice_type" char(1) NOT NULL,
	"notice_content" text DEFAULT '' NOT NULL,
	"status" char(1) DEFAULT '0' NOT NULL,
	"remark" varchar(255),
	"create_by" varchar(64) DEFAULT '',
	"create_time" timestamp with time zone DEFAULT now(),
	"update_by" varchar(64) DEFAULT '',
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sys_job_log_time_idx" ON "sys_job_log" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "sys_job_log_job_idx" ON "sys_job_log" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "sys_notice_status_idx" ON "sys_notice" USING btree ("status");