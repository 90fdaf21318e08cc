CREATE TABLE "definition_versions" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "definition_versions_kind_key_version_pk" PRIMARY KEY("kind","key","version")
);
