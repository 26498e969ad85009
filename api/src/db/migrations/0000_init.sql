CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_kind" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"add_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "denial_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"add_date" timestamp with time zone DEFAULT now() NOT NULL,
	"delete_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_size_limit" CHECK ("files"."size" <= 26214400)
);
--> statement-breakpoint
CREATE TABLE "form_definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form" text NOT NULL,
	"family" text NOT NULL,
	"version" integer NOT NULL,
	"schema" jsonb NOT NULL,
	"ui_schema" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text DEFAULT 'email' NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"to_address" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"html" text,
	"delivered_via" text,
	"message_id" text,
	"submission_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"outbox_id" uuid NOT NULL,
	"worker" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ok" boolean NOT NULL,
	"error" text,
	"duration_ms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"refresh_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form" text NOT NULL,
	"form_family" text NOT NULL,
	"form_version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'SENT' NOT NULL,
	"application_number" text,
	"company_id" uuid NOT NULL,
	"division_id" uuid,
	"email" text NOT NULL,
	"contacts" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"customer_code" text DEFAULT '' NOT NULL,
	"amount_req" numeric(14, 2),
	"approved_amount" numeric(14, 2),
	"payment_terms" text DEFAULT '' NOT NULL,
	"net_terms" text DEFAULT '' NOT NULL,
	"is_cod" boolean DEFAULT false NOT NULL,
	"denial_code" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"referral" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"approved_by" uuid,
	"notified_by" uuid,
	"notified_date" timestamp with time zone,
	"approved_or_denied_date" timestamp with time zone,
	"application_opened" timestamp with time zone,
	"signature_date" timestamp with time zone,
	"docusign_envelope_id" text,
	"docusign_completed" boolean DEFAULT false NOT NULL,
	"trade_references_file_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"pdf_file_id" uuid,
	"pdf_version" integer,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(application_number, '') || ' ' || email || ' ' || coalesce(data->>'companyName', '') || ' ' || coalesce(data->>'companyContact', '') || ' ' || customer_code)) STORED,
	"add_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delete_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"parent_id" uuid,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"counter" integer DEFAULT 1 NOT NULL,
	"email_template" text,
	"docusign_template_id" text DEFAULT '' NOT NULL,
	"quick_credit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"managers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invitation_body" text DEFAULT '' NOT NULL,
	"invitation_top_note" text DEFAULT '' NOT NULL,
	"receipt_first_paragraph" text DEFAULT '' NOT NULL,
	"receipt_second_paragraph" text DEFAULT '' NOT NULL,
	"denied_first_paragraph" text DEFAULT '' NOT NULL,
	"denied_second_paragraph" text DEFAULT '' NOT NULL,
	"approved_first_paragraph" text DEFAULT '' NOT NULL,
	"approved_second_paragraph" text DEFAULT '' NOT NULL,
	"approved_bold_paragraph" text DEFAULT '' NOT NULL,
	"contact_approved_body" text DEFAULT '' NOT NULL,
	"contact_denied_body" text DEFAULT '' NOT NULL,
	"duplication_notification" text DEFAULT '' NOT NULL,
	"contact_duplication_notification" text DEFAULT '' NOT NULL,
	"ca_invitation_body" text DEFAULT '' NOT NULL,
	"ca_invitation_top_note" text DEFAULT '' NOT NULL,
	"ca_receipt_first_paragraph" text DEFAULT '' NOT NULL,
	"ca_receipt_second_paragraph" text DEFAULT '' NOT NULL,
	"ca_approved_first_paragraph" text DEFAULT '' NOT NULL,
	"ca_approved_second_paragraph" text DEFAULT '' NOT NULL,
	"ca_status_paragraph" text DEFAULT '' NOT NULL,
	"onboarding_email" text DEFAULT '' NOT NULL,
	"terms_url" text DEFAULT '' NOT NULL,
	"website_url" text DEFAULT '' NOT NULL,
	"theme" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"onboarding_packet_file_id" uuid,
	"onboarding_packet_modified" timestamp with time zone,
	"add_date" timestamp with time zone DEFAULT now() NOT NULL,
	"delete_date" timestamp with time zone,
	CONSTRAINT "units_division_has_parent" CHECK (("units"."kind" = 'company') = ("units"."parent_id" is null))
);
--> statement-breakpoint
CREATE TABLE "user_units" (
	"user_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	CONSTRAINT "user_units_user_id_unit_id_pk" PRIMARY KEY("user_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"security" text DEFAULT 'READ ONLY' NOT NULL,
	"maximum_approval_amount" integer DEFAULT 0 NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"invite_token_hash" text,
	"invite_expires_at" timestamp with time zone,
	"add_date" timestamp with time zone DEFAULT now() NOT NULL,
	"delete_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denial_codes" ADD CONSTRAINT "denial_codes_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_definitions" ADD CONSTRAINT "form_definitions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_attempts" ADD CONSTRAINT "outbox_attempts_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_company_id_units_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_division_id_units_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_notified_by_users_id_fk" FOREIGN KEY ("notified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_parent_id_units_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_units" ADD CONSTRAINT "user_units_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_units" ADD CONSTRAINT "user_units_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entity" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_at" ON "audit_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_unit_name" ON "contacts" USING btree ("unit_id",upper("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "denial_codes_unit_code_live" ON "denial_codes" USING btree ("unit_id","code") WHERE "denial_codes"."delete_date" is null;--> statement-breakpoint
CREATE INDEX "files_owner" ON "files" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_definitions_version" ON "form_definitions" USING btree ("form","family","version");--> statement-breakpoint
CREATE INDEX "outbox_due" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_created" ON "outbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_attempts_outbox" ON "outbox_attempts" USING btree ("outbox_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_refresh_hash" ON "sessions" USING btree ("refresh_token_hash");--> statement-breakpoint
CREATE INDEX "sessions_family" ON "sessions" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_application_number" ON "submissions" USING btree ("application_number");--> statement-breakpoint
CREATE INDEX "submissions_list" ON "submissions" USING btree ("form","status","add_date" DESC NULLS LAST) WHERE "submissions"."delete_date" is null;--> statement-breakpoint
CREATE INDEX "submissions_reviewed" ON "submissions" USING btree ("form","status","approved_or_denied_date" DESC NULLS LAST) WHERE "submissions"."delete_date" is null;--> statement-breakpoint
CREATE INDEX "submissions_company" ON "submissions" USING btree ("company_id","form","status");--> statement-breakpoint
CREATE INDEX "submissions_division" ON "submissions" USING btree ("division_id","form","status");--> statement-breakpoint
CREATE INDEX "submissions_search" ON "submissions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "units_kind_code_live" ON "units" USING btree ("kind","code") WHERE "units"."delete_date" is null;--> statement-breakpoint
CREATE INDEX "units_parent" ON "units" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "user_units_unit" ON "user_units" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_live" ON "users" USING btree (lower("email")) WHERE "users"."delete_date" is null;