-- No two occupying stays of one unit may overlap (half-open [date_from, date_to)).
-- btree_gist lets the gist index compare the uuid with "=".
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "occupancies" ADD CONSTRAINT "occupancies_no_overlap"
  EXCLUDE USING gist ("unit_id" WITH =, daterange("date_from", "date_to", '[)') WITH &&)
  WHERE ("occupies");
