CREATE TABLE "step_counts" (
	"day" date NOT NULL,
	"funnel_slug" text NOT NULL,
	"population" text NOT NULL,
	"step_id" text NOT NULL,
	"moment" text NOT NULL,
	"source" text NOT NULL,
	"campaign" text NOT NULL,
	"experiment_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "step_counts_funnel_slug_day_population_step_id_moment_source_campaign_experiment_id_variant_id_pk" PRIMARY KEY("funnel_slug","day","population","step_id","moment","source","campaign","experiment_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "visit_moments" (
	"visit_id" uuid NOT NULL,
	"funnel_slug" text NOT NULL,
	"step_id" text NOT NULL,
	"moment" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "visit_moments_visit_id_funnel_slug_step_id_moment_pk" PRIMARY KEY("visit_id","funnel_slug","step_id","moment")
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"visit_id" uuid NOT NULL,
	"funnel_slug" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"campaign" text NOT NULL,
	"experiment_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"last_step_id" text NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visits_visit_id_funnel_slug_pk" PRIMARY KEY("visit_id","funnel_slug")
);
--> statement-breakpoint
DROP INDEX "leads_funnel_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "campaign" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "campaign" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "visit_moments_at_idx" ON "visit_moments" USING btree ("at");--> statement-breakpoint
CREATE INDEX "visits_funnel_day_idx" ON "visits" USING btree ("funnel_slug","day");--> statement-breakpoint
CREATE INDEX "leads_funnel_idx" ON "leads" USING btree ("funnel_slug","created_at");--> statement-breakpoint
UPDATE "leads" SET "source" = CASE WHEN "attribution"->>'utm_source' IN ('fb', 'google', 'tiktok', 'email', 'affiliate', 'bing', 'organic', 'direct') THEN "attribution"->>'utm_source' ELSE '' END, "campaign" = left(coalesce(nullif(trim("attribution"->>'utm_campaign'), ''), nullif(trim("attribution"->>'utm_campaign_id'), ''), nullif(trim("attribution"->>'utm_campaignid'), ''), ''), 100);--> statement-breakpoint
UPDATE "orders" SET "source" = CASE WHEN "attribution"->>'utm_source' IN ('fb', 'google', 'tiktok', 'email', 'affiliate', 'bing', 'organic', 'direct') THEN "attribution"->>'utm_source' ELSE '' END, "campaign" = left(coalesce(nullif(trim("attribution"->>'utm_campaign'), ''), nullif(trim("attribution"->>'utm_campaign_id'), ''), nullif(trim("attribution"->>'utm_campaignid'), ''), ''), 100);