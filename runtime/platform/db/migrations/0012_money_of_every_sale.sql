ALTER TABLE "orders" ADD COLUMN "sale" text;--> statement-breakpoint
UPDATE "orders" SET "sale" = CASE WHEN "product_kind" = 'plan' THEN 'plan' WHEN "parent_order_id" IS NOT NULL THEN 'one_click_upsell' ELSE 'upsell' END;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "sale" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "visit_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "amount" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "currency" text;--> statement-breakpoint
UPDATE "transactions" AS t SET "amount" = o."amount", "currency" = o."currency" FROM "orders" AS o WHERE t."order_id" = o."id" AND (t."operation" IN ('pay', 'recurring', 'resign', 'settle') OR (t."operation" = 'refund' AND o."status" = 'refunded'));--> statement-breakpoint
CREATE INDEX "orders_funnel_idx" ON "orders" USING btree ("funnel_slug","created_at");--> statement-breakpoint
CREATE INDEX "orders_visit_id_idx" ON "orders" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "transactions_occurred_at_idx" ON "transactions" USING btree ("occurred_at");
