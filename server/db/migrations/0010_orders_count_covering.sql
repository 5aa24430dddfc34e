-- The orders list sums biz_order_count by customs status and a day range: with n included, the sum is read from this index alone.
CREATE INDEX IF NOT EXISTS "biz_order_count_customs_idx" ON "biz_order_count" USING btree ("customs_status","day","transport_status","over_state","bonded_status","dept_id") INCLUDE ("n");
--> statement-breakpoint
-- The embedded database runs no autovacuum: a job does it for the tables triggers and bookings rewrite all day.
INSERT INTO sys_job (job_id, job_name, job_group, invoke_target, cron_expression, misfire_policy, concurrent, status, create_by, remark) VALUES
  (4, '整理计数表', 'SYSTEM', 'vacuumCounts', '0 */10 * * * *', '3', '1', '0', 'admin', 'VACUUM ANALYZE of the order counts and slots (the embedded database has no autovacuum)');
