CREATE TABLE "analytics_events" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"visit_id" uuid NOT NULL,
	"funnel_slug" text NOT NULL,
	"step_id" text,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"properties" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"visit_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"consent" boolean,
	"funnel_slug" text NOT NULL,
	"funnel_version" integer NOT NULL,
	"attribution" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
CREATE INDEX "analytics_events_funnel_idx" ON "analytics_events" USING btree ("funnel_slug","occurred_at");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");--> statement-breakpoint
CREATE INDEX "leads_funnel_idx" ON "leads" USING btree ("funnel_slug");