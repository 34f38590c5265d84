CREATE TABLE "guest_preferences" (
	"host_id" uuid PRIMARY KEY NOT NULL,
	"booking_times" text[],
	"stay_durations" text[],
	"start_of_stay" text[],
	"group_sizes" text[],
	"language" text,
	"host_languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_preferences" ADD CONSTRAINT "guest_preferences_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;