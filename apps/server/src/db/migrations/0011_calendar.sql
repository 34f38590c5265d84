CREATE TABLE "calendar_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"action" text NOT NULL,
	"unit_ids" uuid[] NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"before" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"last_error_detail" text
);
--> statement-breakpoint
CREATE TABLE "feed_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"summary" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_events_dates_check" CHECK ("feed_events"."date_to" > "feed_events"."date_from")
);
--> statement-breakpoint
CREATE TABLE "night_rates" (
	"unit_id" uuid NOT NULL,
	"night" date NOT NULL,
	"price" integer,
	"minimum_stay" integer,
	CONSTRAINT "night_rates_unit_id_night_pk" PRIMARY KEY("unit_id","night")
);
--> statement-breakpoint
CREATE TABLE "unit_ical_tokens" (
	"unit_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_ical_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "calendar_edits" ADD CONSTRAINT "calendar_edits_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_events" ADD CONSTRAINT "feed_events_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_events" ADD CONSTRAINT "feed_events_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "night_rates" ADD CONSTRAINT "night_rates_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_ical_tokens" ADD CONSTRAINT "unit_ical_tokens_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_edits_host_idx" ON "calendar_edits" USING btree ("host_id","created_at");--> statement-breakpoint
CREATE INDEX "calendar_feeds_unit_idx" ON "calendar_feeds" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "calendar_feeds_due_idx" ON "calendar_feeds" USING btree ("last_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_events_feed_uid_idx" ON "feed_events" USING btree ("feed_id","uid");--> statement-breakpoint
CREATE INDEX "feed_events_unit_idx" ON "feed_events" USING btree ("unit_id","date_from");