-- Signed webhooks for the ERP (README 'Webhooks', issue 32 item 4): a company's endpoints with their encrypted
-- secrets, the events the product emitted to them, one delivery per (event, endpoint) whose id is the stable
-- `webhook-id`, and each delivery's attempts.
CREATE TABLE IF NOT EXISTS "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "units"("id"),
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sensitive" boolean DEFAULT false NOT NULL,
	"secret_encrypted" text NOT NULL,
	"secret_rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"disabled_reason" text,
	"created_by" uuid REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "webhook_endpoints_company" ON "webhook_endpoints" ("company_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "units"("id"),
	"submission_id" uuid,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL REFERENCES "webhook_events"("id") ON DELETE CASCADE,
	"endpoint_id" uuid NOT NULL REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"response_code" integer,
	"duration_ms" integer,
	"error" text,
	"next_attempt_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "webhook_deliveries_event_endpoint" ON "webhook_deliveries" ("event_id", "endpoint_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "webhook_deliveries_endpoint" ON "webhook_deliveries" ("endpoint_id", "created_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "webhook_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" text NOT NULL REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE,
	"at" timestamp with time zone NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"response_code" integer,
	"duration_ms" integer NOT NULL,
	"error" text,
	"response_excerpt" text
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "webhook_attempts_delivery" ON "webhook_attempts" ("delivery_id", "at");--> statement-breakpoint
-- The delivery job (jobs/kinds/webhook-deliver.ts): a failed attempt schedules the next itself; pg-boss retries only an expired one.
SELECT pgboss.create_queue('webhook-deliver', '{"policy":"standard","retryLimit":1,"retryDelay":5,"retryBackoff":false,"expireInSeconds":120,"deadLetter":"jobs-dead"}')
  WHERE NOT EXISTS (SELECT 1 FROM pgboss.queue WHERE name = 'webhook-deliver');
