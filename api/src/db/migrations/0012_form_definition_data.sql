ALTER TABLE "form_definitions" ALTER COLUMN "schema" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "form_definitions" ALTER COLUMN "ui_schema" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "form_definitions" ALTER COLUMN "ui_schema" SET DEFAULT '{}'::json;--> statement-breakpoint
ALTER TABLE "form_definitions" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "form_definitions" ADD COLUMN "sign_step" integer;--> statement-breakpoint
ALTER TABLE "form_definitions" ADD COLUMN "skip_until_edited" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "form_definitions" ADD COLUMN "labels" json DEFAULT '{}'::json NOT NULL;--> statement-breakpoint
ALTER TABLE "form_definitions" ADD COLUMN "formats" jsonb DEFAULT '{}'::jsonb NOT NULL;
