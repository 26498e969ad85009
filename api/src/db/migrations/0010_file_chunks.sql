-- Issue 11 item 11: a large file is stored in 256 KB chunks beside its files row (whose data is then
-- empty), so neither the embedded database nor a driver ever holds a whole 10 MB value; its memory stays
-- bounded under concurrent uploads. Small files keep their bytes in files.data.
CREATE TABLE "file_chunks" (
	"file_id" uuid NOT NULL,
	"n" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_pkey" PRIMARY KEY("file_id","n")
);
--> statement-breakpoint
ALTER TABLE "file_chunks" ADD CONSTRAINT "file_chunks_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
