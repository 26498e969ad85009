-- The evidence bundle of a decision (README 'Evidence bundle'): a frozen ZIP with a SHA-256 manifest, stored in
-- the object store (files kind 'evidence', checked by the application). A bundle is never rewritten: a later
-- completion (the signed agreement) freezes a new version. `signed_envelope_id` is the completed e-signature
-- envelope the bundle holds, so a job run again for the same decision and envelope stores nothing.
CREATE TABLE IF NOT EXISTS "evidence_bundles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL REFERENCES "submissions"("id"),
	"decision" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	"version" integer NOT NULL,
	"file_id" uuid NOT NULL REFERENCES "files"("id"),
	"manifest_sha256" text NOT NULL,
	"signed_envelope_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evidence_bundles_decision" CHECK ("decision" IN ('APPROVED', 'DENIED'))
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "evidence_bundles_version" ON "evidence_bundles" ("submission_id", "version");--> statement-breakpoint
-- The 'evidence-bundle' job (jobs/kinds/evidence-bundle.ts), enqueued in a decision's transaction: its queue
-- created as 0022 creates its kinds' (a web process may enqueue before any worker has started).
SELECT pgboss.create_queue('evidence-bundle', '{"policy":"standard","retryLimit":8,"retryDelay":30,"retryBackoff":true,"expireInSeconds":600,"deadLetter":"jobs-dead"}')
  WHERE NOT EXISTS (SELECT 1 FROM pgboss.queue WHERE name = 'evidence-bundle');
