import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { files } from '../db/schema';

export interface StoredFile {
  id: string;
  kind: string;
  name: string;
  contentType: string;
  size: number;
  data: Buffer;
  ownerId: string | null;
}

/** The stored file, or null when there is none with this id. */
export async function getFile(db: DbOrTx, id: string): Promise<StoredFile | null> {
  const [row] = await db
    .select({
      id: files.id,
      kind: files.kind,
      name: files.name,
      contentType: files.contentType,
      size: files.size,
      data: files.data,
      ownerId: files.ownerId,
    })
    .from(files)
    .where(eq(files.id, id));
  return row ?? null;
}
