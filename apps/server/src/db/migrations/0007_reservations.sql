CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"body_hash" text NOT NULL,
	"status" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"host_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"status" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"guests" integer NOT NULL,
	"guest_name" text NOT NULL,
	"guest_email" text NOT NULL,
	"guest_phone" text,
	"guest_language" text NOT NULL,
	"message" text,
	"quote" jsonb NOT NULL,
	"currency" text NOT NULL,
	"total" integer NOT NULL,
	"payment_option" text NOT NULL,
	"origin_id" uuid,
	"respond_by" timestamp with time zone,
	"outcome" jsonb,
	"cancelled_by" text,
	"history" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_dates_check" CHECK ("reservations"."check_out" > "reservations"."check_in")
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reservations_host_kind_checkin_idx" ON "reservations" USING btree ("host_id","kind","check_in","id");--> statement-breakpoint
CREATE INDEX "reservations_host_kind_status_idx" ON "reservations" USING btree ("host_id","kind","status","check_in");--> statement-breakpoint
CREATE INDEX "reservations_unit_idx" ON "reservations" USING btree ("unit_id","check_in");--> statement-breakpoint
CREATE INDEX "reservations_respond_by_idx" ON "reservations" USING btree ("respond_by") WHERE "reservations"."status" in ('REQUESTED', 'ACTION_NEEDED');--> statement-breakpoint
CREATE INDEX "occupancies_source_idx" ON "occupancies" USING btree ("source_id");