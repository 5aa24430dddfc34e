CREATE TABLE "sys_notice_read" (
	"notice_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_notice_read_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "sys_notice_read" ADD CONSTRAINT "sys_notice_read_notice_id_sys_notice_notice_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."sys_notice"("notice_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_notice_read_user_idx" ON "sys_notice_read" USING btree ("user_id");--> statement-breakpoint
INSERT INTO sys_config (config_id, config_name, config_key, config_value, config_type, create_by, remark) VALUES
  (9, '接口-RuoYi 兼容模式', 'sys.api.ruoyiCompat', 'false', 'Y', 'admin', 'true：失败也以 HTTP 200 回答，错误码在 {code,msg} 中（RuoYi 客户端所需）；语言取 lang 参数或 Content-Language，不看浏览器的 Accept-Language。环境变量 RUOYI_COMPAT=true 同样开启 / true: failures answer HTTP 200 with the code in {code,msg}, as RuoYi clients expect; the language comes from ?lang= or Content-Language, never the browser''s Accept-Language. RUOYI_COMPAT=true turns it on too');
