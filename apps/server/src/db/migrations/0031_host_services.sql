CREATE TABLE "host_services" (
	"host_id" uuid NOT NULL,
	"service" text NOT NULL,
	"enabled" boolean NOT NULL,
	"message" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_services_host_id_service_pk" PRIMARY KEY("host_id","service")
);
--> statement-breakpoint
ALTER TABLE "host_services" ADD CONSTRAINT "host_services_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;