CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"host_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"reservation_id" uuid NOT NULL,
	"guest_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"cleanliness" smallint NOT NULL,
	"accuracy" smallint NOT NULL,
	"communication" smallint NOT NULL,
	"location" smallint NOT NULL,
	"check_in" smallint NOT NULL,
	"value" smallint NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply" text,
	"reply_created_at" timestamp with time zone,
	"reply_updated_at" timestamp with time zone,
	"seen" boolean DEFAULT false NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "reviews_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "reviews_reservation_id_unique" UNIQUE("reservation_id"),
	CONSTRAINT "reviews_stars" CHECK ("reviews"."rating" between 1 and 5 and "reviews"."cleanliness" between 1 and 5 and "reviews"."accuracy" between 1 and 5
        and "reviews"."communication" between 1 and 5 and "reviews"."location" between 1 and 5
        and "reviews"."check_in" between 1 and 5 and "reviews"."value" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_unit_created_idx" ON "reviews" USING btree ("host_id","unit_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_host_unseen_idx" ON "reviews" USING btree ("host_id","unit_id") WHERE not "reviews"."seen";