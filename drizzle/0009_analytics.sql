CREATE TABLE "analytics_daily_pages" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"locale" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "analytics_daily_pages_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"visitors" integer NOT NULL,
	"visits" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_visits" (
	"day" date NOT NULL,
	"entry_path" text NOT NULL,
	"referrer_host" text NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"locale" text NOT NULL,
	"device" text NOT NULL,
	"visits" integer NOT NULL,
	"leads" integer NOT NULL,
	CONSTRAINT "analytics_daily_visits_pk" PRIMARY KEY("day","entry_path","referrer_host","source","medium","campaign","locale","device")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"entry_path" text NOT NULL,
	"referrer_host" text,
	"source" text,
	"medium" text,
	"campaign" text,
	"locale" text NOT NULL,
	"device" text NOT NULL,
	"views" integer DEFAULT 1 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "entry_path" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "campaign_source" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "campaign_medium" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "campaign_name" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "entry_path" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "campaign_source" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "campaign_medium" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "campaign_name" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "entry_path" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "campaign_source" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "campaign_medium" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "campaign_name" text;--> statement-breakpoint
ALTER TABLE "portal_waitlist" ADD COLUMN "entry_path" text;--> statement-breakpoint
ALTER TABLE "portal_waitlist" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "portal_waitlist" ADD COLUMN "campaign_source" text;--> statement-breakpoint
ALTER TABLE "portal_waitlist" ADD COLUMN "campaign_medium" text;--> statement-breakpoint
ALTER TABLE "portal_waitlist" ADD COLUMN "campaign_name" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "entry_path" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "campaign_source" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "campaign_medium" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "campaign_name" text;--> statement-breakpoint
CREATE INDEX "analytics_visits_visitor_idx" ON "analytics_visits" USING btree ("visitor","last_seen_at");--> statement-breakpoint
CREATE INDEX "analytics_visits_day_idx" ON "analytics_visits" USING btree ("day");