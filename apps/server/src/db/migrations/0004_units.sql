CREATE TABLE "calendar_verifications" (
	"unit_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"status" text NOT NULL,
	"is_listed" boolean,
	"listing_url" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_verifications_unit_id_platform_pk" PRIMARY KEY("unit_id","platform")
);
--> statement-breakpoint
CREATE TABLE "listing_progress" (
	"unit_id" uuid PRIMARY KEY NOT NULL,
	"host_id" uuid NOT NULL,
	"steps" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_promotions" (
	"unit_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"type" text NOT NULL,
	"state" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_promotions_unit_id_type_pk" PRIMARY KEY("unit_id","type")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "location" jsonb;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "accommodation_type" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "guests" integer;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "rooms" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "property_size" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "property_size_unit" text DEFAULT 'metric' NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "amenities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "price_and_availability" jsonb;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "booking_type" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "cancellation_policy" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "calendar_status" text DEFAULT 'AVAILABLE' NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "rejection_message" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "national_identification_code" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_verifications" ADD CONSTRAINT "calendar_verifications_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_verifications" ADD CONSTRAINT "calendar_verifications_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_progress" ADD CONSTRAINT "listing_progress_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_progress" ADD CONSTRAINT "listing_progress_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_promotions" ADD CONSTRAINT "unit_promotions_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_promotions" ADD CONSTRAINT "unit_promotions_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_verifications_host_idx" ON "calendar_verifications" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "units_state_submitted_idx" ON "units" USING btree ("state","submitted_at");