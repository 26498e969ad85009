-- Issue 16 item 4: the super-admin form editor. A version is a 'draft' (editable), 'published' (immutable,
-- the family's current version) or 'retired' (an earlier published version, still read by submissions
-- pinned to it). `published` stays equal to (status = 'published') for the readers that use it.
ALTER TABLE "form_definitions" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "form_definitions" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "form_definitions" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_definitions" ADD COLUMN "published_by" uuid;--> statement-breakpoint
ALTER TABLE "form_definitions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Existing rows: the newest published version of each family stays published, older published ones retire.
UPDATE "form_definitions" AS d SET
	"status" = CASE
		WHEN NOT d."published" THEN 'draft'
		WHEN d."version" = (SELECT max(n."version") FROM "form_definitions" AS n WHERE n."form" = d."form" AND n."family" = d."family" AND n."published") THEN 'published'
		ELSE 'retired' END,
	"published_at" = CASE WHEN d."published" THEN d."created_at" END;--> statement-breakpoint
UPDATE "form_definitions" SET "published" = ("status" = 'published');--> statement-breakpoint
ALTER TABLE "form_definitions" ADD CONSTRAINT "form_definitions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_definitions" ADD CONSTRAINT "form_definitions_status" CHECK ("form_definitions"."status" in ('draft', 'published', 'retired') and "form_definitions"."published" = ("form_definitions"."status" = 'published'));--> statement-breakpoint
CREATE UNIQUE INDEX "form_definitions_one_published" ON "form_definitions" USING btree ("form","family") WHERE "form_definitions"."status" = 'published';
