CREATE TABLE "login_throttle" (
	"email" text NOT NULL,
	"client" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "login_throttle_client_email_pk" PRIMARY KEY("client","email")
);
--> statement-breakpoint
CREATE TABLE "oidc_revoked_grants" (
	"grant_id" text PRIMARY KEY NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_throttle_email_idx" ON "login_throttle" USING btree ("email");
--> statement-breakpoint
DROP TABLE "login_attempts" CASCADE;