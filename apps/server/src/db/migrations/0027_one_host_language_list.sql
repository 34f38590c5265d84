-- The languages a host speaks with guests live once, on the profile (users.host_languages): the
-- guest-profile questionnaire's list is carried over where the profile had none, then dropped.
UPDATE "users" u SET "host_languages" = g."host_languages"
  FROM "guest_preferences" g
 WHERE g."host_id" = u."id" AND cardinality(u."host_languages") = 0 AND cardinality(g."host_languages") > 0;--> statement-breakpoint
ALTER TABLE "guest_preferences" DROP COLUMN "host_languages";
