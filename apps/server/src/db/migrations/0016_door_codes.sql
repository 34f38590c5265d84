CREATE TABLE "unit_door_codes" (
	"unit_id" uuid PRIMARY KEY NOT NULL,
	"host_id" uuid NOT NULL,
	"door_code" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unit_door_codes" ADD CONSTRAINT "unit_door_codes_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_door_codes" ADD CONSTRAINT "unit_door_codes_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;