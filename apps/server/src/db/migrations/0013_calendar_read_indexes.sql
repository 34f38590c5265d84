CREATE INDEX "units_host_title_idx" ON "units" USING btree ("host_id",(lower(coalesce("title", '')) collate "C"),"id") WHERE "units"."state" <> 'DELETED';--> statement-breakpoint
-- What the calendar reads of each occupancy in a window comes from this index alone (an index-only
-- scan instead of a visit to the table per row; hand-written: drizzle cannot say INCLUDE).
DROP INDEX "occupancies_unit_to_idx";--> statement-breakpoint
CREATE INDEX "occupancies_unit_to_idx" ON "occupancies" USING btree ("unit_id","date_to") INCLUDE ("date_from","occupies","kind","source_id","id");
