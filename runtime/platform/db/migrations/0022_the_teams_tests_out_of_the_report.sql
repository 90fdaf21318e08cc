ALTER TABLE "leads" ADD COLUMN "tester" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tester" boolean DEFAULT false NOT NULL;