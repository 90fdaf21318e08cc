ALTER TABLE "leads" ADD COLUMN "visit_experiment_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "visit_variant_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "visit_experiment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "visit_variant_id" text;--> statement-breakpoint
UPDATE "leads" SET "visit_experiment_id" = v."experiment_id", "visit_variant_id" = v."variant_id" FROM "visits" v WHERE v."visit_id" = "leads"."visit_id" AND v."funnel_slug" = "leads"."funnel_slug";--> statement-breakpoint
UPDATE "orders" SET "visit_experiment_id" = v."experiment_id", "visit_variant_id" = v."variant_id" FROM "visits" v WHERE v."visit_id" = "orders"."visit_id" AND v."funnel_slug" = "orders"."funnel_slug";
