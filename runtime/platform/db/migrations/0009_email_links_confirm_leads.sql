ALTER TABLE "leads" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "confirmation_sent_to" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "confirmed_at" timestamp with time zone;