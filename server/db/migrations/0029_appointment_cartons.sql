-- Issue 46, cartons booked once: each order on an appointment carries what this truck brings of
-- it. Existing links take the order's figures shared evenly over the order's open links, so the
-- counts start close to what was announced.
ALTER TABLE "biz_appointment_order" ADD COLUMN "boxes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "biz_appointment_order" ADD COLUMN "gross_weight" numeric(14, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "biz_appointment_order" ADD COLUMN "cube" numeric(14, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
UPDATE "biz_appointment_order" ao SET
  "boxes" = o.nb_of_cartons / n.links,
  "gross_weight" = round(o.gross_weight_sum / n.links, 3),
  "cube" = round(o.total_cbm / n.links, 3)
FROM "biz_order" o,
  (SELECT order_id, count(*) AS links FROM "biz_appointment_order" GROUP BY order_id) n
WHERE o.order_id = ao.order_id AND n.order_id = ao.order_id;
