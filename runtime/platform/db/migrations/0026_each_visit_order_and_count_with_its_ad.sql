ALTER TABLE "orders" ADD COLUMN "ad" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "visit_ad" text;--> statement-breakpoint
ALTER TABLE "step_counts" ADD COLUMN "ad" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "ad" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "step_counts" DROP CONSTRAINT "step_counts_funnel_slug_day_population_step_id_moment_source_campaign_experiment_id_variant_id_pk";--> statement-breakpoint
ALTER TABLE "step_counts" ADD CONSTRAINT "step_counts_funnel_slug_day_population_step_id_moment_source_campaign_ad_experiment_id_variant_id_pk" PRIMARY KEY("funnel_slug","day","population","step_id","moment","source","campaign","ad","experiment_id","variant_id");
