-- Issue 46, receipts that are counted: a warehouse may count blind (the phone shows no announced
-- figure until the receipt is saved); each order line of a receipt keeps why its count differs
-- from what the truck announced, and the counter's note.
ALTER TABLE "biz_appointment_order" ADD COLUMN "diff_reason" varchar(30) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "biz_appointment_order" ADD COLUMN "diff_note" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "biz_warehouse" ADD COLUMN "blind_count" char(1) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- the reasons a count may differ, both languages; dict_id from its sequence, so that no seed number
-- another change takes can collide with it
INSERT INTO sys_dict_type (dict_name, dict_type, status, create_by, remark) VALUES
  ('收货差异原因', 'biz_receipt_difference_reason', '0', 'admin', 'Receipt difference reason');
--> statement-breakpoint
INSERT INTO sys_dict_data (dict_sort, dict_label_zh, dict_label_en, dict_value, dict_type, list_class, is_default, remark, create_by) VALUES
  (1, '短少', 'Short', 'short', 'biz_receipt_difference_reason', 'warning', 'N', NULL, 'admin'),
  (2, '多出', 'Over', 'over', 'biz_receipt_difference_reason', 'warning', 'N', NULL, 'admin'),
  (3, '破损', 'Damaged', 'damaged', 'biz_receipt_difference_reason', 'danger', 'N', NULL, 'admin'),
  (4, '未预报', 'Not announced', 'not_announced', 'biz_receipt_difference_reason', 'info', 'N', NULL, 'admin'),
  (5, '其他', 'Other', 'other', 'biz_receipt_difference_reason', 'info', 'N', 'needs a note', 'admin');
