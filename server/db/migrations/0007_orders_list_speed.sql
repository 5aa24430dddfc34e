-- The orders list at a million orders: biz_order_count (per UTC day of create_time × status
-- filters × department; orders without a create_time under 'infinity', where NULL sorts) kept
-- exact by statement-level triggers on biz_order, so that the list's total and the start of a
-- deep page are sums over a few hundred counts, not count(*) and OFFSET.
CREATE FUNCTION biz_order_count_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO biz_order_count AS c (day, customs_status, transport_status, over_state, bonded_status, dept_id, n)
    SELECT coalesce((create_time AT TIME ZONE 'UTC')::date, 'infinity'), customs_status, transport_status, over_state, bonded_status, coalesce(dept_id, 0), count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (day, customs_status, transport_status, over_state, bonded_status, dept_id) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO biz_order_count AS c (day, customs_status, transport_status, over_state, bonded_status, dept_id, n)
    SELECT coalesce((create_time AT TIME ZONE 'UTC')::date, 'infinity'), customs_status, transport_status, over_state, bonded_status, coalesce(dept_id, 0), -count(*)
    FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (day, customs_status, transport_status, over_state, bonded_status, dept_id) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    -- an update moves a row from its old key to its new one; unchanged keys cancel out
    INSERT INTO biz_order_count AS c (day, customs_status, transport_status, over_state, bonded_status, dept_id, n)
    SELECT day, customs_status, transport_status, over_state, bonded_status, dept_id, sum(d)
    FROM (
      SELECT coalesce((create_time AT TIME ZONE 'UTC')::date, 'infinity') AS day, customs_status, transport_status, over_state, bonded_status, coalesce(dept_id, 0) AS dept_id, 1 AS d FROM new_rows
      UNION ALL
      SELECT coalesce((create_time AT TIME ZONE 'UTC')::date, 'infinity'), customs_status, transport_status, over_state, bonded_status, coalesce(dept_id, 0), -1 FROM old_rows
    ) x
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (day, customs_status, transport_status, over_state, bonded_status, dept_id) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER biz_order_count_ins AFTER INSERT ON biz_order REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION biz_order_count_sync();
--> statement-breakpoint
CREATE TRIGGER biz_order_count_upd AFTER UPDATE ON biz_order REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION biz_order_count_sync();
--> statement-breakpoint
CREATE TRIGGER biz_order_count_del AFTER DELETE ON biz_order REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION biz_order_count_sync();
--> statement-breakpoint
-- the orders already there
INSERT INTO biz_order_count (day, customs_status, transport_status, over_state, bonded_status, dept_id, n)
SELECT coalesce((create_time AT TIME ZONE 'UTC')::date, 'infinity'), customs_status, transport_status, over_state, bonded_status, coalesce(dept_id, 0), count(*)
FROM biz_order GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
-- the list's other status filters with its default sort, for pages that start at a day boundary
CREATE INDEX IF NOT EXISTS biz_order_over_time_idx ON biz_order (over_state, create_time, order_id);
