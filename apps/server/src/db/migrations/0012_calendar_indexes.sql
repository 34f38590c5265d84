CREATE INDEX "occupancies_unit_to_idx" ON "occupancies" USING btree ("unit_id","date_to");--> statement-breakpoint
-- The calendar reads the status, guest and party size of each stay it shows; with them in the index
-- the join by id is an index-only scan (hand-written: drizzle cannot say INCLUDE).
CREATE INDEX "reservations_calendar_idx" ON "reservations" USING btree ("id") INCLUDE ("status", "guest_name", "guests");
