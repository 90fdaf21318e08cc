ALTER TABLE "leads" ADD COLUMN "visit_day" date;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "visit_source" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "visit_campaign" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "visit_day" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "visit_source" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "visit_campaign" text;--> statement-breakpoint
CREATE INDEX "leads_followed_idx" ON "leads" USING btree ("funnel_slug","visit_day");--> statement-breakpoint
CREATE INDEX "orders_followed_idx" ON "orders" USING btree ("funnel_slug","visit_day");--> statement-breakpoint
UPDATE "leads" l SET "visit_day" = v."day", "visit_source" = v."source", "visit_campaign" = v."campaign" FROM "visits" v WHERE v."visit_id" = l."visit_id" AND v."funnel_slug" = l."funnel_slug";--> statement-breakpoint
UPDATE "orders" o SET "visit_day" = v."day", "visit_source" = v."source", "visit_campaign" = v."campaign" FROM "visits" v WHERE v."visit_id" = o."visit_id" AND v."funnel_slug" = o."funnel_slug";