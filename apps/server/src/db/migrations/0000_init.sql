CREATE TABLE "occupancies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"occupies" boolean DEFAULT true NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"source_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "occupancies_dates_check" CHECK ("occupancies"."date_to" > "occupancies"."date_from")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"property_type" text NOT NULL,
	"title" text,
	"description" text,
	"restaurant_description" text,
	"special_offer_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"title" text,
	"state" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"invalid_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_interactions" (
	"user_id" uuid NOT NULL,
	"interaction_type" text NOT NULL,
	"interacted" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_interactions_user_id_interaction_type_pk" PRIMARY KEY("user_id","interaction_type")
);
--> statement-breakpoint
CREATE TABLE "user_tasks" (
	"user_id" uuid NOT NULL,
	"task_type" text NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tasks_user_id_task_type_pk" PRIMARY KEY("user_id","task_type")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'host' NOT NULL,
	"locale" text DEFAULT 'en_US' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"alias" text,
	"company_details" jsonb,
	"account_source" text,
	"status" text DEFAULT 'active' NOT NULL,
	"kyc_initiated" boolean DEFAULT false NOT NULL,
	"commercial_model" text DEFAULT 'commission' NOT NULL,
	"bidding_tag" text,
	"is_coin_subscription_enabled" boolean DEFAULT false NOT NULL,
	"onboarding_status" text DEFAULT 'in_progress' NOT NULL,
	"image_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "occupancies" ADD CONSTRAINT "occupancies_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_interactions" ADD CONSTRAINT "user_interactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tasks" ADD CONSTRAINT "user_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "occupancies_unit_idx" ON "occupancies" USING btree ("unit_id","date_from");--> statement-breakpoint
CREATE INDEX "properties_host_updated_idx" ON "properties" USING btree ("host_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "properties_host_title_trgm_idx" ON "properties" USING btree ("host_id",lower(coalesce("title", '')));--> statement-breakpoint
CREATE INDEX "units_property_idx" ON "units" USING btree ("property_id","position");--> statement-breakpoint
CREATE INDEX "units_host_idx" ON "units" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "user_tasks_user_idx" ON "user_tasks" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_subject_key" ON "users" USING btree ("subject");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));