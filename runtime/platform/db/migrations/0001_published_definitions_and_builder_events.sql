CREATE TABLE "builder_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"key" text NOT NULL,
	"version" integer,
	"outcome" text NOT NULL,
	"detail" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "published_definitions" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "published_definitions_kind_key_pk" PRIMARY KEY("kind","key")
);
