ALTER TABLE "users" ADD COLUMN "review_reply_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "about_host" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "host_languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_for_guests" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_for_sms" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marketing_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "individual_details" jsonb;