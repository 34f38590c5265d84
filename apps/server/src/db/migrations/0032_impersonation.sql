CREATE TABLE "impersonation_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impersonation_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "impersonation_sessions_reason_len" CHECK (char_length("impersonation_sessions"."reason") between 10 and 500)
);
--> statement-breakpoint
ALTER TABLE "impersonation_sessions" ADD CONSTRAINT "impersonation_sessions_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_sessions" ADD CONSTRAINT "impersonation_sessions_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "impersonation_audit_host_idx" ON "impersonation_audit" USING btree ("host_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "impersonation_sessions_staff_idx" ON "impersonation_sessions" USING btree ("staff_id","started_at" DESC NULLS LAST);--> statement-breakpoint
-- The audit log of staff impersonation is append-only (ADR 41): the database itself refuses to
-- change or remove a row, whoever asks (the app, a migration, a console).
CREATE FUNCTION impersonation_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'impersonation_audit is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER impersonation_audit_no_change BEFORE UPDATE OR DELETE ON "impersonation_audit"
  FOR EACH ROW EXECUTE FUNCTION impersonation_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER impersonation_audit_no_truncate BEFORE TRUNCATE ON "impersonation_audit"
  FOR EACH STATEMENT EXECUTE FUNCTION impersonation_audit_append_only();
