-- Issue 46: numbers are never reused. A reservation number was the day's highest plus one, so
-- deleting the newest booking handed its number to the next: one a driver or a supplier may hold.
-- The last number given under each prefix is kept here; the first of a prefix starts above what exists.
CREATE TABLE "sys_number_sequence" (
	"prefix" varchar(40) PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
