-- Issue 47 holes 5, 6 and 11: every count that limits tries (failed sign-ins by name, known or
-- not, and the rate limits) is kept here, counted before the check in one statement, so that a
-- burst cannot pass the check before its failures are counted and every process sees one count.
-- The account's own count and lock move here too: an unknown name is counted on the same rows.
CREATE TABLE "sys_try_counter" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_try_counter_expires_idx" ON "sys_try_counter" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "sys_user" DROP COLUMN "login_failures";--> statement-breakpoint
ALTER TABLE "sys_user" DROP COLUMN "locked_until";
