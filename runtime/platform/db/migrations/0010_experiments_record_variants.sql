CREATE TABLE "experiment_exposures" (
	"experiment_id" text NOT NULL,
	"visitor_id" uuid NOT NULL,
	"variant_id" text NOT NULL,
	"funnel_slug" text NOT NULL,
	"exposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_exposures_experiment_id_visitor_id_pk" PRIMARY KEY("experiment_id","visitor_id")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "experiment_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "variant_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "experiment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "variant_id" text;--> statement-breakpoint
CREATE INDEX "experiment_exposures_variant_idx" ON "experiment_exposures" USING btree ("experiment_id","variant_id");--> statement-breakpoint
CREATE INDEX "orders_experiment_idx" ON "orders" USING btree ("experiment_id","variant_id");