CREATE TABLE "biz_clearance" (
	"clearance_id" bigserial PRIMARY KEY NOT NULL,
	"clearance_no" varchar(30) NOT NULL,
	"buyer" varchar(100) DEFAULT '' NOT NULL,
	"whether_to_charge" char(1) DEFAULT '0' NOT NULL,
	"charge_by" varchar(64) DEFAULT '' NOT NULL,
	"charge_time" timestamp with time zone,
	"fcr_status" char(1) DEFAULT '0' NOT NULL,
	"invoice_no" varchar(40) DEFAULT '' NOT NULL,
	"incoterm" varchar(3) DEFAULT 'FOB' NOT NULL,
	"incoterm_place" varchar(100) DEFAULT '' NOT NULL,
	"payment_terms" varchar(100) DEFAULT '' NOT NULL,
	"origin" varchar(100) DEFAULT '' NOT NULL,
	"mail_from" varchar(254) DEFAULT '' NOT NULL,
	"mail_to" varchar(2000) DEFAULT '' NOT NULL,
	"mail_cc" varchar(2000) DEFAULT '' NOT NULL,
	"mail_template" varchar(2) DEFAULT 'zh' NOT NULL,
	"attachments" text DEFAULT '' NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"last_sent_time" timestamp with time zone,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"dept_id" bigint,
	"user_id" bigint,
	"create_by" varchar(64) DEFAULT '',
	"create_time" timestamp with time zone DEFAULT now(),
	"update_by" varchar(64) DEFAULT '',
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "biz_clearance_document" (
	"document_id" bigserial PRIMARY KEY NOT NULL,
	"clearance_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"version_no" integer NOT NULL,
	"doc_no" varchar(50) NOT NULL,
	"replaces_id" bigint,
	"content" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"data" jsonb NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"create_by" varchar(64) DEFAULT '',
	"create_time" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "biz_clearance_order" (
	"clearance_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	CONSTRAINT "biz_clearance_order_clearance_id_order_id_pk" PRIMARY KEY("clearance_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "biz_mail_outbox" (
	"mail_id" bigserial PRIMARY KEY NOT NULL,
	"clearance_id" bigint,
	"status" char(1) DEFAULT '0' NOT NULL,
	"mail_from" varchar(254) DEFAULT '' NOT NULL,
	"mail_to" varchar(2000) NOT NULL,
	"mail_cc" varchar(2000) DEFAULT '' NOT NULL,
	"subject" varchar(300) NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"document_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachments" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_time" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" varchar(1000) DEFAULT '' NOT NULL,
	"message_id" varchar(300) DEFAULT '' NOT NULL,
	"sent_time" timestamp with time zone,
	"create_by" varchar(64) DEFAULT '',
	"create_time" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "biz_clearance_no_uq" ON "biz_clearance" USING btree ("clearance_no");--> statement-breakpoint
CREATE INDEX "biz_clearance_time_idx" ON "biz_clearance" USING btree ("create_time","clearance_id");--> statement-breakpoint
CREATE INDEX "biz_clearance_buyer_idx" ON "biz_clearance" USING btree ("buyer");--> statement-breakpoint
CREATE UNIQUE INDEX "biz_clearance_document_version_uq" ON "biz_clearance_document" USING btree ("clearance_id","kind","version_no");--> statement-breakpoint
CREATE UNIQUE INDEX "biz_clearance_order_order_uq" ON "biz_clearance_order" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "biz_mail_outbox_due_idx" ON "biz_mail_outbox" USING btree ("status","next_attempt_time");--> statement-breakpoint
CREATE INDEX "biz_mail_outbox_clearance_idx" ON "biz_mail_outbox" USING btree ("clearance_id");--> statement-breakpoint
-- Customs clearance (spec §1, §3, §4): dictionaries, the menu under Orders with its buttons
-- (customer service and customs are granted all of them), the mail and company parameters the
-- documents and mails read, and the job that works the outbox.
INSERT INTO sys_dict_type (dict_id, dict_name, dict_type, status, create_by, remark) VALUES
  (41, '清关付款状态', 'biz_clearance_charge', '0', 'admin', 'Clearance: paid or unpaid'),
  (42, 'FCR 状态', 'biz_clearance_fcr_status', '0', 'admin', 'Clearance: FCR state'),
  (43, '清关单证类型', 'biz_clearance_document_kind', '0', 'admin', 'Clearance document kind'),
  (44, '邮件状态', 'biz_mail_status', '0', 'admin', 'Outbox mail status'),
  (45, '贸易术语', 'biz_incoterm', '0', 'admin', 'Incoterms 2020'),
  (46, '邮件模板', 'biz_mail_template', '0', 'admin', 'Mail template language');
--> statement-breakpoint
INSERT INTO sys_dict_data (dict_sort, dict_label_zh, dict_label_en, dict_value, dict_type, list_class, is_default, create_by) VALUES
  (1, '未付款', 'Unpaid', '0', 'biz_clearance_charge', 'warning', 'Y', 'admin'),
  (2, '已付款', 'Paid', '1', 'biz_clearance_charge', 'success', 'N', 'admin'),
  (1, '未出具', 'None', '0', 'biz_clearance_fcr_status', 'info', 'Y', 'admin'),
  (2, '草稿', 'Draft', '1', 'biz_clearance_fcr_status', 'warning', 'N', 'admin'),
  (3, '正本', 'Final', '2', 'biz_clearance_fcr_status', 'success', 'N', 'admin'),
  (1, 'FCR 草稿', 'FCR draft', 'fcr_draft', 'biz_clearance_document_kind', 'warning', 'N', 'admin'),
  (2, 'FCR 正本', 'FCR final', 'fcr_final', 'biz_clearance_document_kind', 'success', 'N', 'admin'),
  (3, '商业发票', 'Commercial invoice', 'invoice', 'biz_clearance_document_kind', 'primary', 'N', 'admin'),
  (1, '排队中', 'Queued', '0', 'biz_mail_status', 'warning', 'Y', 'admin'),
  (2, '已发送', 'Sent', '1', 'biz_mail_status', 'success', 'N', 'admin'),
  (3, '发送失败', 'Failed', '2', 'biz_mail_status', 'danger', 'N', 'admin'),
  (1, 'EXW 工厂交货', 'EXW Ex Works', 'EXW', 'biz_incoterm', 'default', 'N', 'admin'),
  (2, 'FCA 货交承运人', 'FCA Free Carrier', 'FCA', 'biz_incoterm', 'default', 'N', 'admin'),
  (3, 'FAS 船边交货', 'FAS Free Alongside Ship', 'FAS', 'biz_incoterm', 'default', 'N', 'admin'),
  (4, 'FOB 船上交货', 'FOB Free On Board', 'FOB', 'biz_incoterm', 'default', 'Y', 'admin'),
  (5, 'CFR 成本加运费', 'CFR Cost and Freight', 'CFR', 'biz_incoterm', 'default', 'N', 'admin'),
  (6, 'CIF 成本、保险费加运费', 'CIF Cost, Insurance and Freight', 'CIF', 'biz_incoterm', 'default', 'N', 'admin'),
  (7, 'CPT 运费付至', 'CPT Carriage Paid To', 'CPT', 'biz_incoterm', 'default', 'N', 'admin'),
  (8, 'CIP 运费和保险费付至', 'CIP Carriage and Insurance Paid To', 'CIP', 'biz_incoterm', 'default', 'N', 'admin'),
  (9, 'DAP 目的地交货', 'DAP Delivered At Place', 'DAP', 'biz_incoterm', 'default', 'N', 'admin'),
  (10, 'DPU 卸货地交货', 'DPU Delivered at Place Unloaded', 'DPU', 'biz_incoterm', 'default', 'N', 'admin'),
  (11, 'DDP 完税后交货', 'DDP Delivered Duty Paid', 'DDP', 'biz_incoterm', 'default', 'N', 'admin'),
  (1, '中文', 'Chinese', 'zh', 'biz_mail_template', 'default', 'Y', 'admin'),
  (2, '英文', 'English', 'en', 'biz_mail_template', 'default', 'N', 'admin');
--> statement-breakpoint
INSERT INTO sys_menu (menu_id, menu_name, menu_name_en, parent_id, order_num, path, component, route_name, is_frame, is_cache, menu_type, visible, status, perms, icon, create_by) VALUES
  (2005, '清关单证', 'Clearance', 2000, 5, 'clearance', 'biz/clearance/index', 'Clearance', 1, 0, 'C', '0', '0', 'biz:clearance:list', 'documentation', 'admin'),
  (2180, '清关查询', 'Query', 2005, 1, '', '', '', 1, 0, 'F', '0', '0', 'biz:clearance:query', '#', 'admin'),
  (2181, '清关新增', 'Add', 2005, 2, '', '', '', 1, 0, 'F', '0', '0', 'biz:clearance:add', '#', 'admin'),
  (2182, '清关修改', 'Edit', 2005, 3, '', '', '', 1, 0, 'F', '0', '0', 'biz:clearance:edit', '#', 'admin'),
  (2183, '清关删除', 'Delete', 2005, 4, '', '', '', 1, 0, 'F', '0', '0', 'biz:clearance:remove', '#', 'admin'),
  (2184, '清关导出', 'Export', 2005, 5, '', '', '', 1, 0, 'F', '0', '0', 'biz:clearance:export', '#', 'admin'),
  (2185, '出具单证', 'Issue documents', 2005, 6, '', '', '', 1, 0, 'F', '0', '0', 'biz:clearance:document', '#', 'admin'),
  (2186, '发送邮件', 'Send mail', 2005, 7, '', '', '', 1, 0, 'F', '0', '0', 'biz:clearance:send', '#', 'admin'),
  (2187, '付款登记', 'Paid / unpaid', 2005, 8, '', '', '', 1, 0, 'F', '0', '0', 'biz:clearance:charge', '#', 'admin');
--> statement-breakpoint
INSERT INTO sys_role_menu (role_id, menu_id)
  SELECT r.role_id, m.menu_id FROM sys_role r JOIN sys_menu m ON m.menu_id IN (2005, 2180, 2181, 2182, 2183, 2184, 2185, 2186, 2187)
  WHERE r.role_id IN (2, 3)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO sys_config (config_id, config_name, config_key, config_value, config_type, create_by, remark) VALUES
  (20, '邮件-SMTP 服务器', 'biz.mail.host', '', 'Y', 'admin', 'SMTP 主机名；为空时邮件留在发件箱中 / SMTP host; while empty, mail waits in the outbox'),
  (21, '邮件-SMTP 端口', 'biz.mail.port', '465', 'Y', 'admin', '465（SSL）或 587 / 25（STARTTLS）'),
  (22, '邮件-SSL 连接', 'biz.mail.secure', 'true', 'Y', 'admin', 'true：连接即加密（465）；false：明文连接，服务器支持时升级为 STARTTLS'),
  (23, '邮件-SMTP 账号', 'biz.mail.user', '', 'Y', 'admin', '为空时不登录 / empty: no login'),
  (24, '邮件-SMTP 密码', 'biz.mail.password', '', 'Y', 'admin', '只写：接口从不返回 / write-only: never returned by the API'),
  (25, '邮件-发件人', 'biz.mail.from', '', 'Y', 'admin', '默认发件地址 / the default From address'),
  (26, '邮件-最多尝试次数', 'biz.mail.maxAttempts', '8', 'Y', 'admin', '之后记为发送失败 / then the mail is marked failed'),
  (27, '邮件-重试间隔（秒）', 'biz.mail.retrySeconds', '60', 'Y', 'admin', '第 n 次失败后等待 间隔×2^(n-1) 秒，最多一小时 / after failure n wait this × 2^(n-1) s, at most an hour'),
  (28, '邮件模板-中文主题', 'biz.mail.subject.zh', '清关单证：订单 {orderNo}（{buyer}）', 'Y', 'admin', '占位符 / placeholders: {clearanceNo} {orderNo} {buyer} {documents} {sender} {company}'),
  (29, '邮件模板-中文正文', 'biz.mail.body.zh', '您好，' || chr(10) || chr(10) || '随函附上订单 {orderNo}（买家：{buyer}）的清关单证：' || chr(10) || '{documents}' || chr(10) || chr(10) || '如有疑问请回复本邮件。' || chr(10) || chr(10) || '{sender}' || chr(10) || '{company}', 'Y', 'admin', '占位符 / placeholders: {clearanceNo} {orderNo} {buyer} {documents} {sender} {company}'),
  (30, '邮件模板-英文主题', 'biz.mail.subject.en', 'Clearance documents: order {orderNo} ({buyer})', 'Y', 'admin', 'placeholders: {clearanceNo} {orderNo} {buyer} {documents} {sender} {company}'),
  (31, '邮件模板-英文正文', 'biz.mail.body.en', 'Dear customer,' || chr(10) || chr(10) || 'Please find attached the clearance documents of order {orderNo} (buyer: {buyer}):' || chr(10) || '{documents}' || chr(10) || chr(10) || 'Reply to this mail with any question.' || chr(10) || chr(10) || '{sender}' || chr(10) || '{company}', 'Y', 'admin', 'placeholders: {clearanceNo} {orderNo} {buyer} {documents} {sender} {company}'),
  (32, '单证-公司名称', 'biz.company.name', '上海保税物流有限公司 Shanghai Bonded Logistics Co., Ltd.', 'Y', 'admin', 'FCR 签发人、发票卖方 / issuer of the FCR, seller on the invoice'),
  (33, '单证-公司税号', 'biz.company.taxId', '91310115MA1K000000', 'Y', 'admin', '发票上的卖方税号 / the seller''s tax id on the invoice'),
  (34, '单证-公司地址', 'biz.company.address', '上海市浦东新区外高桥保税区 / Waigaoqiao Free Trade Zone, Pudong, Shanghai, China', 'Y', 'admin', 'FCR 收货地点、发票卖方地址 / place of receipt, seller''s address');
--> statement-breakpoint
INSERT INTO sys_job (job_id, job_name, job_group, invoke_target, cron_expression, misfire_policy, concurrent, status, create_by, remark) VALUES
  (5, '发送邮件', 'SYSTEM', 'sendMail', '0 */5 * * * *', '3', '1', '0', 'admin', 'Works the mail outbox: retries what is due (a new mail goes at once, without waiting for this job)');
