DROP INDEX "biz_pallet_order_no_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "biz_pallet_code_prefix_idx" ON "biz_pallet" USING btree ("pallet_code" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "biz_pallet_order_no_prefix_idx" ON "biz_pallet" USING btree ("order_no" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "biz_pallet_location_prefix_idx" ON "biz_pallet" USING btree ("location" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "biz_pallet_status_location_idx" ON "biz_pallet" USING btree ("status","location","received_time" DESC NULLS FIRST,"pallet_id" DESC NULLS FIRST);