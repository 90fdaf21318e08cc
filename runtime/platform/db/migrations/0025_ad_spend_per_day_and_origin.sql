CREATE TABLE "ad_spend" (
	"funnel_slug" text NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"campaign" text NOT NULL,
	"adset" text NOT NULL,
	"ad" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ad_spend_funnel_slug_day_source_campaign_adset_ad_pk" PRIMARY KEY("funnel_slug","day","source","campaign","adset","ad")
);
