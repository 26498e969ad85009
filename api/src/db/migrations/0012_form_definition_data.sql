ALTER TABLE "form_definitions" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "form_definitions" ADD COLUMN "sign_step" integer;--> statement-breakpoint
ALTER TABLE "form_definitions" ADD COLUMN "skip_until_edited" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "form_definitions" ADD COLUMN "labels" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "form_definitions" ADD COLUMN "formats" jsonb DEFAULT '{}'::jsonb NOT NULL;
