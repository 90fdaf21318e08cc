-- A lead per visit of a funnel: a tab's visit id is shared by every funnel it opens (as visits' rows are keyed), so an
-- email given in another funnel of the same tab is a lead of its own instead of overwriting the first.
ALTER TABLE "leads" DROP CONSTRAINT "leads_pkey";--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_visit_id_funnel_slug_pk" PRIMARY KEY("visit_id","funnel_slug");--> statement-breakpoint
-- The batches of a followed visit's moments taken: a copy of one (sent again by the page, or by another tab that
-- restored it) counts nothing.
CREATE TABLE "received_batches" (
	"batch_id" uuid NOT NULL,
	"visit_id" uuid NOT NULL,
	"funnel_slug" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "received_batches_batch_id_visit_id_funnel_slug_pk" PRIMARY KEY("batch_id","visit_id","funnel_slug")
);--> statement-breakpoint
CREATE INDEX "received_batches_received_at_idx" ON "received_batches" USING btree ("received_at");
