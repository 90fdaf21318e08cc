ALTER TABLE "leads" ADD COLUMN "visitor_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "visitor_id" uuid;