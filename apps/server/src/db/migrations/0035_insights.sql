CREATE TABLE "host_monthly_stats" (
	"host_id" uuid NOT NULL,
	"month" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "host_monthly_stats_host_id_month_pk" PRIMARY KEY("host_id","month")
);
--> statement-breakpoint
CREATE TABLE "insight_host_demand" (
	"host_id" uuid NOT NULL,
	"month" date NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"inquiries" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"expired" integer DEFAULT 0 NOT NULL,
	"response_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_host_demand_host_id_month_pk" PRIMARY KEY("host_id","month")
);
--> statement-breakpoint
CREATE TABLE "insight_host_earnings" (
	"host_id" uuid NOT NULL,
	"month" date NOT NULL,
	"channel" text NOT NULL,
	"currency" text NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"nights" integer DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_host_earnings_host_id_month_channel_currency_pk" PRIMARY KEY("host_id","month","channel","currency")
);
--> statement-breakpoint
CREATE TABLE "insight_host_nights" (
	"host_id" uuid NOT NULL,
	"month" date NOT NULL,
	"booked_nights" integer DEFAULT 0 NOT NULL,
	"blocked_nights" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_host_nights_host_id_month_pk" PRIMARY KEY("host_id","month")
);
--> statement-breakpoint
CREATE TABLE "insight_host_reviews" (
	"host_id" uuid NOT NULL,
	"month" date NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"replied" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"cleanliness_sum" integer DEFAULT 0 NOT NULL,
	"accuracy_sum" integer DEFAULT 0 NOT NULL,
	"communication_sum" integer DEFAULT 0 NOT NULL,
	"location_sum" integer DEFAULT 0 NOT NULL,
	"check_in_sum" integer DEFAULT 0 NOT NULL,
	"value_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_host_reviews_host_id_month_pk" PRIMARY KEY("host_id","month")
);
--> statement-breakpoint
CREATE TABLE "insight_unit_demand" (
	"unit_id" uuid NOT NULL,
	"month" date NOT NULL,
	"host_id" uuid NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"inquiries" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"expired" integer DEFAULT 0 NOT NULL,
	"response_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_unit_demand_unit_id_month_pk" PRIMARY KEY("unit_id","month")
);
--> statement-breakpoint
CREATE TABLE "insight_unit_earnings" (
	"unit_id" uuid NOT NULL,
	"month" date NOT NULL,
	"channel" text NOT NULL,
	"currency" text NOT NULL,
	"host_id" uuid NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"nights" integer DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_unit_earnings_unit_id_month_channel_currency_pk" PRIMARY KEY("unit_id","month","channel","currency")
);
--> statement-breakpoint
CREATE TABLE "insight_unit_nights" (
	"unit_id" uuid NOT NULL,
	"month" date NOT NULL,
	"host_id" uuid NOT NULL,
	"booked_nights" integer DEFAULT 0 NOT NULL,
	"blocked_nights" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_unit_nights_unit_id_month_pk" PRIMARY KEY("unit_id","month")
);
--> statement-breakpoint
CREATE TABLE "insight_unit_reviews" (
	"unit_id" uuid NOT NULL,
	"month" date NOT NULL,
	"host_id" uuid NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"replied" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"cleanliness_sum" integer DEFAULT 0 NOT NULL,
	"accuracy_sum" integer DEFAULT 0 NOT NULL,
	"communication_sum" integer DEFAULT 0 NOT NULL,
	"location_sum" integer DEFAULT 0 NOT NULL,
	"check_in_sum" integer DEFAULT 0 NOT NULL,
	"value_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_unit_reviews_unit_id_month_pk" PRIMARY KEY("unit_id","month")
);
--> statement-breakpoint
CREATE TABLE "insight_versions" (
	"host_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_daily_stats" (
	"unit_id" uuid NOT NULL,
	"day" date NOT NULL,
	"host_id" uuid NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "unit_daily_stats_unit_id_day_pk" PRIMARY KEY("unit_id","day")
);
--> statement-breakpoint
ALTER TABLE "host_monthly_stats" ADD CONSTRAINT "host_monthly_stats_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_host_demand" ADD CONSTRAINT "insight_host_demand_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_host_earnings" ADD CONSTRAINT "insight_host_earnings_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_host_nights" ADD CONSTRAINT "insight_host_nights_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_host_reviews" ADD CONSTRAINT "insight_host_reviews_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_unit_demand" ADD CONSTRAINT "insight_unit_demand_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_unit_demand" ADD CONSTRAINT "insight_unit_demand_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_unit_earnings" ADD CONSTRAINT "insight_unit_earnings_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_unit_earnings" ADD CONSTRAINT "insight_unit_earnings_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_unit_nights" ADD CONSTRAINT "insight_unit_nights_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_unit_nights" ADD CONSTRAINT "insight_unit_nights_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_unit_reviews" ADD CONSTRAINT "insight_unit_reviews_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_unit_reviews" ADD CONSTRAINT "insight_unit_reviews_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_versions" ADD CONSTRAINT "insight_versions_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_daily_stats" ADD CONSTRAINT "unit_daily_stats_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_daily_stats" ADD CONSTRAINT "unit_daily_stats_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insight_unit_earnings_host_idx" ON "insight_unit_earnings" USING btree ("host_id","month","unit_id","currency","bookings","nights","gross");--> statement-breakpoint
CREATE INDEX "insight_unit_nights_host_idx" ON "insight_unit_nights" USING btree ("host_id","month","unit_id","booked_nights","blocked_nights");