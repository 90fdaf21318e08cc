CREATE TABLE "conversion_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"network" text NOT NULL,
	"pixel_id" text NOT NULL,
	"event_id" text NOT NULL,
	"event" jsonb NOT NULL,
	"test_event_code" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"leased_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "targeting_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "page_url" text;--> statement-breakpoint
ALTER TABLE "conversion_sends" ADD CONSTRAINT "conversion_sends_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversion_sends_once_idx" ON "conversion_sends" USING btree ("order_id","network","pixel_id");--> statement-breakpoint
CREATE INDEX "conversion_sends_due_idx" ON "conversion_sends" USING btree ("status","next_attempt_at");