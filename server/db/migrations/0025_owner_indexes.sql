-- "Own data only" (data scope 5) filters every scoped list and board figure on the row's owner,
-- user_id, which no index led with: each such count read the whole table (about 350 ms for the
-- board at a million orders). Plain CREATE INDEX, as in 0017: the migrator runs in a transaction,
-- where CONCURRENTLY is not allowed.
-- The owner's orders newest first (the orders list, the board's 30-day trend)
CREATE INDEX IF NOT EXISTS biz_order_user_time_idx ON biz_order (user_id, create_time, order_id);
--> statement-breakpoint
-- the board's order figures (waiting for customs, to book) and their oldest, from the index alone
CREATE INDEX IF NOT EXISTS biz_order_user_state_idx ON biz_order (user_id, over_state, transport_status, customs_status, bonded_status) INCLUDE (create_time);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS biz_filing_user_status_idx ON biz_filing (user_id, customs_status, create_time);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS biz_preorder_user_check_idx ON biz_preorder (user_id, check_status, create_time);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS biz_appointment_user_day_idx ON biz_appointment (user_id, slot_date, status);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS biz_pallet_user_status_idx ON biz_pallet (user_id, status, received_time);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS biz_container_user_status_idx ON biz_container (user_id, status, create_time);
