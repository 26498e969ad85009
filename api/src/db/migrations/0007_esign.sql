-- Issue 14: e-signature envelopes of credit applications (built-in provider or DocuSign) and their evidence
-- trail; a unit may send the agreement with the approval; signing certificates are files of their own kind.
CREATE TABLE "esign_envelopes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL REFERENCES "submissions"("id"),
	"attempt" integer NOT NULL,
	"provider" text NOT NULL,
	"envelope_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"template_id" text DEFAULT '' NOT NULL,
	"signer_name" text DEFAULT '' NOT NULL,
	"signer_email" text NOT NULL,
	"terms" jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"signed_file_id" uuid,
	"certificate_file_id" uuid,
	"document_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "esign_envelopes_attempt" ON "esign_envelopes" USING btree ("submission_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "esign_envelopes_provider_id" ON "esign_envelopes" USING btree ("provider","envelope_id");--> statement-breakpoint
CREATE UNIQUE INDEX "esign_envelopes_token" ON "esign_envelopes" USING btree ("token_hash");--> statement-breakpoint
CREATE TABLE "esign_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"envelope_row_id" uuid NOT NULL REFERENCES "esign_envelopes"("id") ON DELETE cascade,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source_key" text
);--> statement-breakpoint
CREATE INDEX "esign_events_envelope" ON "esign_events" USING btree ("envelope_row_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "esign_events_source" ON "esign_events" USING btree ("source_key");--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "docusign_on_approval" boolean DEFAULT false NOT NULL;
