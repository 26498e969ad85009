-- Issue 28 item 2: a file's bytes live in the configured object store (api/src/storage), content-addressed by
-- SHA-256; files.storage_key names the object. Rows written before keep storage_key null and their bytes in
-- files.data / file_chunks until the file migration (api/src/files/migrate-files.ts) moves them.
ALTER TABLE "files" ADD COLUMN "storage_key" text;
--> statement-breakpoint
CREATE INDEX "files_storage_key" ON "files" USING btree ("storage_key");
