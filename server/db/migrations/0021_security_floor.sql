CREATE TABLE "sys_upload_log" (
	"upload_id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"bytes" bigint NOT NULL,
	"upload_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_session" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sys_upload_log_user_time_idx" ON "sys_upload_log" USING btree ("user_id","upload_time");--> statement-breakpoint
INSERT INTO sys_config (config_id, config_name, config_key, config_value, config_type, create_by, remark) VALUES
  (36, '邮件-每人每小时最多邮件数', 'biz.mail.maxMailsPerHour', '20', 'Y', 'admin', '一名用户一小时内最多发送的邮件封数 / the most mails one user may send in an hour'),
  (37, '邮件-每人每小时最多收件人数', 'biz.mail.maxRecipientsPerHour', '100', 'Y', 'admin', '一名用户一小时内所有邮件的收件人与抄送人合计上限 / the most recipients (To and CC) over all mails one user may send in an hour'),
  (38, '邮件-要求加密连接', 'biz.mail.requireTls', 'true', 'Y', 'admin', 'true：未用 SSL 时服务器必须支持 STARTTLS，否则不发送（密码不以明文发出）；false：允许明文 / true: without SSL the server must offer STARTTLS or nothing is sent; false: plain text allowed'),
  (39, '邮件-校验服务器证书', 'biz.mail.verifyCertificate', 'true', 'Y', 'admin', 'true：拒绝无效或自签名证书 / true: refuse invalid or self-signed certificates'),
  (40, '邮件-回复地址允许的域名', 'biz.mail.replyToDomains', '', 'Y', 'admin', '逗号分隔；发件人始终为 biz.mail.from，用户地址仅在其域名属于发件地址域名或此列表时作为回复地址 / comma-separated; mail is always sent from biz.mail.from, a user address is used only as Reply-To and only in the sender''s domain or one listed here'),
  (41, '上传-每人每分钟最多文件数', 'sys.upload.perMinute', '20', 'Y', 'admin', '一名用户一分钟内最多上传的文件数 / the most files one user may upload in a minute'),
  (42, '上传-每人每日最大总量（MB）', 'sys.upload.dailyMegabytes', '500', 'Y', 'admin', '一名用户一天内上传文件的总大小上限 / the most megabytes one user may upload in a day');
