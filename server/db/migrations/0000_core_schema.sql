CREATE TABLE "sys_captcha" (
	"uuid" varchar(64) PRIMARY KEY NOT NULL,
	"code" varchar(10) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_logininfor" (
	"info_id" bigserial PRIMARY KEY NOT NULL,
	"user_name" varchar(50) DEFAULT '' NOT NULL,
	"ipaddr" varchar(128) DEFAULT '' NOT NULL,
	"login_location" varchar(255) DEFAULT '' NOT NULL,
	"browser" varchar(100) DEFAULT '' NOT NULL,
	"os" varchar(100) DEFAULT '' NOT NULL,
	"status" char(1) DEFAULT '0' NOT NULL,
	"msg" varchar(255) DEFAULT '' NOT NULL,
	"login_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_session" (
	"session_id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"user_name" varchar(30) NOT NULL,
	"dept_name" varchar(50),
	"ipaddr" varchar(128) DEFAULT '' NOT NULL,
	"browser" varchar(100) DEFAULT '' NOT NULL,
	"os" varchar(100) DEFAULT '' NOT NULL,
	"login_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_access_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_config" (
	"config_id" bigserial PRIMARY KEY NOT NULL,
	"config_name" varchar(100) NOT NULL,
	"config_key" varchar(100) NOT NULL,
	"config_value" varchar(500) NOT NULL,
	"config_type" char(1) DEFAULT 'N' NOT NULL,
	"remark" varchar(500),
	"create_by" varchar(64) DEFAULT '',
	"create_time" timestamp with time zone DEFAULT now(),
	"update_by" varchar(64) DEFAULT '',
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_dict_data" (
	"dict_code" bigserial PRIMARY KEY NOT NULL,
	"dict_sort" integer DEFAULT 0 NOT NULL,
	"dict_label_zh" varchar(100) NOT NULL,
	"dict_label_en" varchar(100) NOT NULL,
	"dict_value" varchar(100) NOT NULL,
	"dict_type" varchar(100) NOT NULL,
	"css_class" varchar(100),
	"list_class" varchar(100),
	"is_default" char(1) DEFAULT 'N' NOT NULL,
	"status" char(1) DEFAULT '0' NOT NULL,
	"remark" varchar(500),
	"create_by" varchar(64) DEFAULT '',
	"create_time" timestamp with time zone DEFAULT now(),
	"update_by" varchar(64) DEFAULT '',
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_dict_type" (
	"dict_id" bigserial PRIMARY KEY NOT NULL,
	"dict_name" varchar(100) NOT NULL,
	"dict_type" varchar(100) NOT NULL,
	"status" char(1) DEFAULT '0' NOT NULL,
	"remark" varchar(500),
	"create_by" varchar(64) DEFAULT '',
	"create_time" timestamp with time zone DEFAULT now(),
	"update_by" varchar(64) DEFAULT '',
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_dept" (
	"dept_id" bigserial PRIMARY KEY NOT NULL,
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"ancestors" varchar(500) DEFAULT '0' NOT NULL,
	"dept_name" varchar(50) NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"leader" varchar(20),
	"phone" varchar(20),
	"email" varchar(50),
	"status" char(1) DEFAULT '0' NOT NULL,
	"del_flag" char(1) DEFAULT '0' NOT NULL,
	"create_by" varchar(64) DEFAULT '',
	"create_time" timestamp with time zone DEFAULT now(),
	"update_by" varchar(64) DEFAULT '',
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_menu" (
	"menu_id" bigserial PRIMARY KEY NOT NULL,
	"menu_name" varchar(50) NOT NULL,
	"menu_name_en" varchar(100) DEFAULT '' NOT NULL,
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"path" varchar(200) DEFAULT '' NOT NULL,
	"component" varchar(255),
	"query" varchar(255),
	"route_name" varchar(50) DEFAULT '' NOT NULL,
	"is_frame" smallint DEFAULT 1 NOT NULL,
	"is_cache" smallint DEFAULT 0 NOT NULL,
	"menu_type" char(1) DEFAULT '' NOT NULL,
	"visible" char(1) DEFAULT '0' NOT NULL,
	"status" char(1) DEFAULT '0' NOT NULL,
	"perms" varchar(100),
	"icon" varchar(100) DEFAULT '#' NOT NULL,
	"remark" varchar(500) DEFAULT '',
	"create_by" varchar(64) DEFAULT '',
	"create_time" timestamp with time zone DEFAULT now(),
	"update_by" varchar(64) DEFAULT '',
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_post" (
	"post_id" bigserial PRIMARY KEY NOT NULL,
	"post_code" varchar(64) NOT NULL,
	"post_name" varchar(50) NOT NULL,
	"post_sort" integer NOT NULL,
	"status" char(1) DEFAULT '0' NOT NULL,
	"remark" varchar(500),
	"create_by" varchar(64) DEFAULT '',
	"create_time" timestamp with time zone DEFAULT now(),
	"update_by" varchar(64) DEFAULT '',
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"role_id" bigserial PRIMARY KEY NOT NULL,
	"role_name" varchar(30) NOT NULL,
	"role_key" varchar(100) NOT NULL,
	"role_sort" integer DEFAULT 0 NOT NULL,
	"data_scope" char(1) DEFAULT '1' NOT NULL,
	"menu_check_strictly" smallint DEFAULT 1 NOT NULL,
	"dept_check_strictly" smallint DEFAULT 1 NOT NULL,
	"status" char(1) DEFAULT '0' NOT NULL,
	"del_flag" char(1) DEFAULT '0' NOT NULL,
	"remark" varchar(500),
	"create_by" varchar(64) DEFAULT '',
	"create_time" timestamp with time zone DEFAULT now(),
	"update_by" varchar(64) DEFAULT '',
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_role_dept" (
	"role_id" bigint NOT NULL,
	"dept_id" bigint NOT NULL,
	CONSTRAINT "sys_role_dept_role_id_dept_id_pk" PRIMARY KEY("role_id","dept_id")
);
--> statement-breakpoint
CREATE TABLE "sys_role_menu" (
	"role_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL,
	CONSTRAINT "sys_role_menu_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"user_id" bigserial PRIMARY KEY NOT NULL,
	"dept_id" bigint,
	"user_name" varchar(30) NOT NULL,
	"nick_name" varchar(30) NOT NULL,
	"user_type" varchar(2) DEFAULT '00' NOT NULL,
	"email" varchar(50) DEFAULT '' NOT NULL,
	"phonenumber" varchar(20) DEFAULT '' NOT NULL,
	"sex" char(1) DEFAULT '0' NOT NULL,
	"avatar" varchar(200) DEFAULT '' NOT NULL,
	"password" varchar(100) NOT NULL,
	"status" char(1) DEFAULT '0' NOT NULL,
	"del_flag" char(1) DEFAULT '0' NOT NULL,
	"login_ip" varchar(128) DEFAULT '' NOT NULL,
	"login_date" timestamp with time zone,
	"pwd_update_date" timestamp with time zone,
	"login_failures" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"remark" varchar(500),
	"create_by" varchar(64) DEFAULT '',
	"create_time" timestamp with time zone DEFAULT now(),
	"update_by" varchar(64) DEFAULT '',
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_user_post" (
	"user_id" bigint NOT NULL,
	"post_id" bigint NOT NULL,
	CONSTRAINT "sys_user_post_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"user_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	CONSTRAINT "sys_user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "sys_oper_log" (
	"oper_id" bigserial PRIMARY KEY NOT NULL,
	"title" varchar(50) DEFAULT '' NOT NULL,
	"business_type" smallint DEFAULT 0 NOT NULL,
	"method" varchar(200) DEFAULT '' NOT NULL,
	"request_method" varchar(10) DEFAULT '' NOT NULL,
	"oper_name" varchar(50) DEFAULT '' NOT NULL,
	"dept_name" varchar(50) DEFAULT '' NOT NULL,
	"oper_url" varchar(255) DEFAULT '' NOT NULL,
	"oper_ip" varchar(128) DEFAULT '' NOT NULL,
	"oper_param" varchar(2000) DEFAULT '' NOT NULL,
	"json_result" varchar(2000) DEFAULT '' NOT NULL,
	"status" char(1) DEFAULT '0' NOT NULL,
	"error_msg" text DEFAULT '' NOT NULL,
	"oper_time" timestamp with time zone DEFAULT now() NOT NULL,
	"cost_time" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_logininfor_time_idx" ON "sys_logininfor" USING btree ("login_time");--> statement-breakpoint
CREATE INDEX "sys_session_user_idx" ON "sys_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sys_session_access_idx" ON "sys_session" USING btree ("last_access_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_config_key_uq" ON "sys_config" USING btree ("config_key");--> statement-breakpoint
CREATE INDEX "sys_dict_data_type_idx" ON "sys_dict_data" USING btree ("dict_type");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_data_type_value_uq" ON "sys_dict_data" USING btree ("dict_type","dict_value");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_type_uq" ON "sys_dict_type" USING btree ("dict_type");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_name_uq" ON "sys_user" USING btree ("user_name");--> statement-breakpoint
CREATE INDEX "sys_user_dept_idx" ON "sys_user" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "sys_oper_log_time_idx" ON "sys_oper_log" USING btree ("oper_time");