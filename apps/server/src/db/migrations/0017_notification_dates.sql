ALTER TABLE "notifications" ADD COLUMN "date_from" date;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "date_to" date;