CREATE TABLE "biz_order_count" (
	"day" date NOT NULL,
	"customs_status" char(1) NOT NULL,
	"transport_status" char(1) NOT NULL,
	"over_state" char(1) NOT NULL,
	"bonded_status" char(1) NOT NULL,
	"dept_id" bigint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "biz_order_count_day_customs_status_transport_status_over_state_bonded_status_dept_id_pk" PRIMARY KEY("day","customs_status","transport_status","over_state","bonded_status","dept_id")
);
