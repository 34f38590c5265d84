CREATE TABLE "reservation_counts" (
	"host_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "reservation_counts_host_id_kind_status_pk" PRIMARY KEY("host_id","kind","status")
);
--> statement-breakpoint
DROP INDEX "reservations_host_kind_status_idx";--> statement-breakpoint
ALTER TABLE "reservation_counts" ADD CONSTRAINT "reservation_counts_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_host_completed_idx" ON "reservations" USING btree ("host_id","check_in","id") WHERE "reservations"."kind" = 'booking' and "reservations"."status" in ('COMPLETED', 'IN_REVIEW_COLLECTION', 'REVIEW_COLLECTED', 'NO_REVIEW_COLLECTED');--> statement-breakpoint
CREATE INDEX "reservations_host_requests_idx" ON "reservations" USING btree ("host_id","status","respond_by","check_in","id") WHERE "reservations"."kind" = 'booking_request';--> statement-breakpoint
CREATE INDEX "reservations_due_checkout_idx" ON "reservations" USING btree ("kind","status","check_out") WHERE "reservations"."kind" in ('booking', 'inquiry') and "reservations"."status" in ('REQUESTED', 'ACTION_NEEDED', 'CONFIRMED', 'COMPLETED', 'IN_REVIEW_COLLECTION');--> statement-breakpoint
CREATE INDEX "reservations_host_kind_status_idx" ON "reservations" USING btree ("host_id","kind","status","check_in","id","check_out");