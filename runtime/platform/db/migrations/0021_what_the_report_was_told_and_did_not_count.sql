CREATE TABLE "measurement_refusals" (
	"day" date NOT NULL,
	"funnel_slug" text NOT NULL,
	"reason" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "measurement_refusals_funnel_slug_day_reason_pk" PRIMARY KEY("funnel_slug","day","reason")
);
