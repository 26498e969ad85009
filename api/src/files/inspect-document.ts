/**
 * Looks inside an uploaded document beyond its magic bytes (DESIGN.md §8 'Files'): a .docx archive must
 * stay small when unpacked (a zip bomb unpacks to gigabytes on the reviewer's machine), a PDF must not
 * carry HTML a browser could sniff and run, and an OLE compound file passes as .doc only when it holds a
 * Word document. Only the archive's and the compound file's directories are read; nothing is unpacked. Each
 * reads through a ByteSource, so a document spooled to a temporary file is read region by region, never whole.
 */
import { bufferSource, type ByteSource } from './upload-content';

/** A trade-reference document unpacks to far less; Word's own limit for a document part is 512 MB. */
export const MAX_DOCX_UNPACKED_BYTES = 100 * 1024 * 1024;
export const MAX_DOCX_ENTRIES = 1_000;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

const sourceOf = (data: Buffer | ByteSource): ByteSource =>
  Buffer.isBuffer(data) ? bufferSource(data) : data;

/** True when the zip's central directory is readable, small when unpacked and holds word/document.xml. */
export function isSafeDocx(content: Buffer | ByteSource): boolean {
  const src = sourceOf(content);
  // The end-of-central-directory record sits in the last 22 + 65,535 (comment) bytes.
  const from = Math.max(0, src.length - 22 - 0xffff);
  const tail = src.read(from, src.length - from);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return false;
  const entries = tail.readUInt16LE(eocd + 10);
  const size = tail.readUInt32LE(eocd + 12);
  const offset = tail.readUInt32LE(eocd + 16);
  eocd += from;
  // 0xFFFF / 0xFFFFFFFF mean ZIP64, which no Word document needs.
  if (entries === 0xffff || offset === 0xffffffff || entries > MAX_DOCX_ENTRIES) return false;
  if (offset + size > eocd) return false;
  let total = 0;
  let hasDocument = false;
  let at = offset;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > eocd) return false;
    const entry = src.read(at, 46);
    if (entry.length < 46 || entry.readUInt32LE(0) !== CENTRAL) return false;
    const unpacked = entry.readUInt32LE(24);
    const nameLength = entry.readUInt16LE(28);
    const extraLength = entry.readUInt16LE(30);
    const commentLength = entry.readUInt16LE(32);
    if (unpacked === 0xffffffff) return false;
    total += unpacked;
    if (total > MAX_DOCX_UNPACKED_BYTES) return false;
    if (src.read(at + 46, nameLength).toString('utf8') === 'word/document.xml') hasDocument = true;
    at += 46 + nameLength + extraLength + commentLength;
  }
  return hasDocument;
}

/** Browsers sniff HTML in the first bytes of a file; a PDF has no reason to carry any there. */
const htmlMarkers = /<\s*(!doctype|html|head|body|script|iframe|svg|object|embed|meta|img)\b/i;

export function isPlainPdf(content: Buffer | ByteSource): boolean {
  const head = sourceOf(content).read(0, 4096);
  if (head.toString('latin1', 0, 5) !== '%PDF-') return false;
  return !htmlMarkers.test(head.toString('latin1'));
}

const END_OF_CHAIN = 0xfffffffe;
const MAX_SECTOR = 0xfffffffa;

/** True when the OLE compound file's directory holds a 'WordDocument' stream (MS-CFB, MS-DOC). */
export function isWordCompoundFile(content: Buffer | ByteSource): boolean {
  const src = sourceOf(content);
  if (src.length < 512) return false;
  const header = src.read(0, 512);
  if (header.readUInt32LE(0) !== 0xe011cfd0) return false;
  const shift = header.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return false;
  const sectorSize = 1 << shift;
  const sectorAt = (n: number) => (n + 1) * sectorSize;
  const sectorCount = Math.floor(src.length / sectorSize);
  // The allocation table (FAT): its first 109 sectors are listed in the header, which is enough for any
  // document under the 10 MB upload cap (109 FAT sectors map 7 MB of 512-byte sectors … or more).
  const fatSectors = Math.min(header.readUInt32LE(0x2c), 109);
  const fat: number[] = [];
  for (let i = 0; i < fatSectors; i++) {
    const s = header.readUInt32LE(0x4c + i * 4);
    if (s > MAX_SECTOR || sectorAt(s) + sectorSize > src.length) return false;
    const sector = src.read(sectorAt(s), sectorSize);
    for (let j = 0; j < sectorSize; j += 4) fat.push(sector.readUInt32LE(j));
  }
  let sector = header.readUInt32LE(0x30);
  for (let hops = 0; sector !== END_OF_CHAIN && hops < sectorCount; hops++) {
    if (sector > MAX_SECTOR || sectorAt(sector) + sectorSize > src.length) return false;
    const dir = src.read(sectorAt(sector), sectorSize);
    for (let entry = 0; entry < sectorSize; entry += 128) {
      const nameBytes = Math.min(dir.readUInt16LE(entry + 0x40), 64);
      const type = dir.readUInt8(entry + 0x42);
      const name = dir.toString('utf16le', entry, entry + Math.max(0, nameBytes - 2));
      if (type === 2 && name === 'WordDocument') return true;
    }
    sector = fat[sector] ?? END_OF_CHAIN;
  }
  return false;
}
