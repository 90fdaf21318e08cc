CREATE TABLE "counted_page_moments" (
	"page_id" uuid NOT NULL,
	"funnel_slug" text NOT NULL,
	"step_id" text NOT NULL,
	"moment" text NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "counted_page_moments_page_id_funnel_slug_step_id_moment_pk" PRIMARY KEY("page_id","funnel_slug","step_id","moment")
);
--> statement-breakpoint
CREATE INDEX "counted_page_moments_counted_at_idx" ON "counted_page_moments" USING btree ("counted_at");