CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"type" text DEFAULT 'messaging' NOT NULL,
	"root_id" uuid,
	"reservation_id" uuid,
	"unit_id" uuid,
	"title" text,
	"guest_name" text,
	"guest_email" text,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"last_body" text,
	"last_sender" text,
	"host_read_seq" integer DEFAULT 0 NOT NULL,
	"guest_read_seq" integer DEFAULT 0 NOT NULL,
	"host_unread" integer DEFAULT 0 NOT NULL,
	"guest_unread" integer DEFAULT 0 NOT NULL,
	"host_emailed_seq" integer DEFAULT 0 NOT NULL,
	"guest_emailed_seq" integer DEFAULT 0 NOT NULL,
	"host_archived" boolean DEFAULT false NOT NULL,
	"host_favorited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_login_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"channel_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "guest_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"sender" text NOT NULL,
	"sender_name" text NOT NULL,
	"body" text NOT NULL,
	"client_id" text,
	"attachment" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"host_id" uuid NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"unit_id" uuid NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"detail" text,
	"link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"interacted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "notifications_host_id_key_pk" PRIMARY KEY("host_id","key")
);
--> statement-breakpoint
CREATE TABLE "saved_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"title" text NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "socket_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "unread_message_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_root_id_reservations_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_replies" ADD CONSTRAINT "saved_replies_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "socket_tokens" ADD CONSTRAINT "socket_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_root_idx" ON "conversations" USING btree ("root_id");--> statement-breakpoint
CREATE INDEX "conversations_reservation_idx" ON "conversations" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "conversations_host_list_idx" ON "conversations" USING btree ("host_id","host_archived","last_message_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "conversations_guest_idx" ON "conversations" USING btree (lower("guest_email"));--> statement-breakpoint
CREATE INDEX "conversations_unread_idx" ON "conversations" USING btree ("last_message_at") WHERE "conversations"."host_unread" > 0 or "conversations"."guest_unread" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_conversation_seq_idx" ON "messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_idx" ON "messages" USING btree ("conversation_id","sender","client_id");--> statement-breakpoint
CREATE INDEX "notifications_host_created_idx" ON "notifications" USING btree ("host_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_replies_host_idx" ON "saved_replies" USING btree ("host_id","language");--> statement-breakpoint
-- Appends a message to a conversation: the conversation's row lock numbers messages 1, 2, 3…
-- without gaps; a sender's clientId seen before returns the stored message (a retried send is one
-- message); the sender's side is read up to it, the other side has one more unread.
CREATE FUNCTION conversation_post(conv uuid, who text, who_name text, text_body text, client text,
  attach jsonb DEFAULT NULL)
RETURNS SETOF messages LANGUAGE plpgsql AS $$
DECLARE
  next_seq integer;
BEGIN
  PERFORM 1 FROM conversations WHERE id = conv FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF client IS NOT NULL THEN
    RETURN QUERY SELECT * FROM messages m
      WHERE m.conversation_id = conv AND m.sender = who AND m.client_id = client;
    IF FOUND THEN
      RETURN;
    END IF;
  END IF;
  UPDATE conversations SET
    last_seq = last_seq + 1,
    last_message_at = now(),
    last_body = left(text_body, 200),
    last_sender = who,
    host_read_seq = CASE WHEN who = 'host' THEN last_seq + 1 ELSE host_read_seq END,
    guest_read_seq = CASE WHEN who = 'guest' THEN last_seq + 1 ELSE guest_read_seq END,
    host_unread = CASE WHEN who = 'host' THEN 0 ELSE host_unread + 1 END,
    guest_unread = CASE WHEN who = 'guest' THEN 0 ELSE guest_unread + 1 END,
    -- whoever writes has seen the channel: an archived channel with a new message comes back
    host_archived = false
  WHERE id = conv
  RETURNING last_seq INTO next_seq;
  RETURN QUERY INSERT INTO messages (conversation_id, seq, sender, sender_name, body, client_id, attachment)
    VALUES (conv, next_seq, who, who_name, text_body, client, attach)
    RETURNING *;
END
$$;
--> statement-breakpoint
-- Every reservation has its conversation: a new request, booking or inquiry opens one (the guest's
-- message from the form is its first message); a booking made from a request continues the
-- request's conversation.
CREATE FUNCTION reservation_conversation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  conv uuid;
BEGIN
  IF NEW.origin_id IS NOT NULL THEN
    UPDATE conversations SET reservation_id = NEW.id WHERE root_id = NEW.origin_id OR reservation_id = NEW.origin_id
      RETURNING id INTO conv;
    IF conv IS NOT NULL THEN
      RETURN NULL;
    END IF;
  END IF;
  INSERT INTO conversations (host_id, root_id, reservation_id, unit_id, guest_name, guest_email)
    VALUES (NEW.host_id, NEW.id, NEW.id, NEW.unit_id, NEW.guest_name, lower(NEW.guest_email))
    RETURNING id INTO conv;
  IF coalesce(btrim(NEW.message), '') <> '' THEN
    PERFORM conversation_post(conv, 'guest', NEW.guest_name, btrim(NEW.message), 'reservation:' || NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reservations_conversation AFTER INSERT ON reservations
  FOR EACH ROW EXECUTE FUNCTION reservation_conversation();
--> statement-breakpoint
-- Real time (issue 9): a committed message or notification is announced on the `portal_events`
-- channel to every server process listening on this database (LISTEN/NOTIFY); each process then
-- reads it once and sends it to its own sockets.
CREATE FUNCTION message_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_events',
    json_build_object('k', 'message', 'channelId', NEW.conversation_id, 'seq', NEW.seq)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER messages_announce AFTER INSERT ON messages
  FOR EACH ROW EXECUTE FUNCTION message_announce();
--> statement-breakpoint
CREATE FUNCTION notification_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_events',
    json_build_object('k', 'notification', 'hostId', NEW.host_id, 'key', NEW.key)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_announce AFTER INSERT OR UPDATE ON notifications
  FOR EACH ROW EXECUTE FUNCTION notification_announce();
--> statement-breakpoint
-- Conversations for the reservations made before this migration.
INSERT INTO conversations (host_id, root_id, reservation_id, unit_id, guest_name, guest_email)
  SELECT r.host_id, r.id, coalesce(b.id, r.id), r.unit_id, r.guest_name, lower(r.guest_email)
  FROM reservations r
  LEFT JOIN LATERAL (SELECT id FROM reservations b WHERE b.origin_id = r.id LIMIT 1) b ON true
  WHERE r.origin_id IS NULL;
--> statement-breakpoint
INSERT INTO messages (conversation_id, seq, sender, sender_name, body, client_id, created_at)
  SELECT c.id, 1, 'guest', r.guest_name, btrim(r.message), 'reservation:' || r.id, r.created_at
  FROM conversations c JOIN reservations r ON r.id = c.root_id
  WHERE coalesce(btrim(r.message), '') <> '';
--> statement-breakpoint
UPDATE conversations c SET last_seq = 1, last_message_at = m.created_at, last_body = left(m.body, 200),
    last_sender = 'guest', guest_read_seq = 1, host_unread = 1
  FROM messages m WHERE m.conversation_id = c.id AND m.seq = 1;
