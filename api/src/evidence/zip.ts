/**
 * Writing and reading the evidence ZIP (README 'Evidence bundle'). yazl writes it as a stream (entries are
 * deflated one at a time as the output is read) and yauzl, its sibling by the same author, reads one back
 * without trusting the archive (it checks each entry's CRC-32 and refuses unsafe paths): kept libraries for a
 * format whose details (DOS times, data descriptors, ZIP64) are easy to get wrong by hand.
 */
import { Readable } from 'node:stream';
import { buffer as readAll } from 'node:stream/consumers';
import yauzl from 'yauzl';
import yazl from 'yazl';

export interface ZipEntry {
  path: string;
  bytes: Buffer;
}

/** The ZIP of the entries in their order, each dated `mtime` (the bundle's time, so the archive says when). */
export function zipEntries(entries: readonly ZipEntry[], mtime: Date): Readable {
  const zip = new yazl.ZipFile();
  for (const e of entries) zip.addBuffer(e.bytes, e.path, { mtime, mode: 0o100644 });
  zip.end();
  return Readable.from(zip.outputStream);
}

export async function zipToBuffer(entries: readonly ZipEntry[], mtime: Date): Promise<Buffer> {
  return readAll(zipEntries(entries, mtime));
}

const open = (zip: Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, file) => (err ? reject(err) : resolve(file))),
  );

/** Every file of a ZIP by its path (directories skipped); throws on a damaged archive, entry or repeated path. */
export async function unzipEntries(zip: Buffer): Promise<Map<string, Buffer>> {
  const file = await open(zip);
  const out = new Map<string, Buffer>();
  return new Promise((resolve, reject) => {
    file.on('error', reject);
    file.on('end', () => resolve(out));
    file.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName.endsWith('/')) {
        file.readEntry();
        return;
      }
      // Two entries of one path would let a tampered archive show a reader a file the manifest check never saw.
      if (out.has(entry.fileName)) return reject(new Error(`${entry.fileName} is in the ZIP twice`));
      file.openReadStream(entry, (err, stream) => {
        if (err) return reject(err);
        readAll(stream).then((bytes) => {
          out.set(entry.fileName, bytes);
          file.readEntry();
        }, reject);
      });
    });
    file.readEntry();
  });
}
