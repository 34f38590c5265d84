ALTER TABLE "users" ADD COLUMN "secondary_phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "secondary_phone_type" text;