CREATE TABLE "followed_starts" (
	"day" date NOT NULL,
	"funnel_slug" text NOT NULL,
	"source" text NOT NULL,
	"campaign" text NOT NULL,
	"ad" text NOT NULL,
	"experiment_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "followed_starts_funnel_slug_day_source_campaign_ad_experiment_id_variant_id_pk" PRIMARY KEY("funnel_slug","day","source","campaign","ad","experiment_id","variant_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ad" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "visit_ad" text;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "ad" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The starts counted before, under no ad: the followed starts of the daily counts.
INSERT INTO "followed_starts" ("day", "funnel_slug", "source", "campaign", "ad", "experiment_id", "variant_id", "count")
SELECT "day", "funnel_slug", "source", "campaign", '', "experiment_id", "variant_id", sum("count")
  FROM "step_counts" WHERE "population" = 'followed' AND "moment" = 'start'
 GROUP BY "day", "funnel_slug", "source", "campaign", "experiment_id", "variant_id";
