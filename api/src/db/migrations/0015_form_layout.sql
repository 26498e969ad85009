-- The layout tree (schemas forms/layout.ts) and the defaults on load of a definition. Rows written before
-- keep their steps, sign_step and the UI schema's 'ui:order', read as a tree (schemas forms/layout-legacy.ts);
-- published rows are immutable, so they are not rewritten here.
ALTER TABLE "form_definitions" ADD COLUMN "layout" jsonb;--> statement-breakpoint
ALTER TABLE "form_definitions" ADD COLUMN "defaults" jsonb;
