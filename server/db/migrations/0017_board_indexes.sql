-- The operations board (server/modules/home/board.ts) reads a narrow index range per figure:
-- this week's arrivals (on-time rate), by arrival time
CREATE INDEX IF NOT EXISTS biz_appointment_arrival_idx ON biz_appointment (arrival_time);
--> statement-breakpoint
-- the moves to received (dwell this week, receipts per day), by time, with the booking
CREATE INDEX IF NOT EXISTS biz_status_history_received_idx ON biz_status_history (oper_time, entity_id) WHERE entity = 'appointment' AND field = 'status' AND to_status = '8';
--> statement-breakpoint
-- the orders waiting for a booking, summed from the order counts by transport status, from the index alone
CREATE INDEX IF NOT EXISTS biz_order_count_transport_idx ON biz_order_count (transport_status, over_state, day, customs_status, bonded_status, dept_id) INCLUDE (n);
