DROP INDEX "sys_user_name_uq";--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sys_user_name_uq" ON "sys_user" USING btree (lower("user_name"));