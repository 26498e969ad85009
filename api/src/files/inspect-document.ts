/**
 * Looks inside an uploaded document beyond its magic bytes (DESIGN.md §8 'Files'): a .docx archive must
 * stay small when unpacked (a zip bomb unpacks to gigabytes on the reviewer's machine), a PDF must not
 * carry HTML a browser could sniff and run, and an OLE compound file passes as .doc only when it holds a
 * Word document. Only the archive's and the compound file's directories are read; nothing is unpacked.
 */

/** A trade-reference document unpacks to far less; Word's own limit for a document part is 512 MB. */
export const MAX_DOCX_UNPACKED_BYTES = 100 * 1024 * 1024;
export const MAX_DOCX_ENTRIES = 1_000;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/** True when the zip's central directory is readable, small when unpacked and holds word/document.xml. */
export function isSafeDocx(data: Buffer): boolean {
  // The end-of-central-directory record sits in the last 22 + 65,535 (comment) bytes.
  const from = Math.max(0, data.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = data.length - 22; i >= from; i--) {
    if (data.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return false;
  const entries = data.readUInt16LE(eocd + 10);
  const size = data.readUInt32LE(eocd + 12);
  const offset = data.readUInt32LE(eocd + 16);
  // 0xFFFF / 0xFFFFFFFF mean ZIP64, which no Word document needs.
  if (entries === 0xffff || offset === 0xffffffff || entries > MAX_DOCX_ENTRIES) return false;
  if (offset + size > eocd) return false;
  let total = 0;
  let hasDocument = false;
  let at = offset;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > eocd || data.readUInt32LE(at) !== CENTRAL) return false;
    const unpacked = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    if (unpacked === 0xffffffff) return false;
    total += unpacked;
    if (total > MAX_DOCX_UNPACKED_BYTES) return false;
    if (data.toString('utf8', at + 46, at + 46 + nameLength) === 'word/document.xml') hasDocument = true;
    at += 46 + nameLength + extraLength + commentLength;
  }
  return hasDocument;
}

/** Browsers sniff HTML in the first bytes of a file; a PDF has no reason to carry any there. */
const htmlMarkers = /<\s*(!doctype|html|head|body|script|iframe|svg|object|embed|meta|img)\b/i;

export function isPlainPdf(data: Buffer): boolean {
  if (data.toString('latin1', 0, 5) !== '%PDF-') return false;
  return !htmlMarkers.test(data.toString('latin1', 0, Math.min(data.length, 4096)));
}

const END_OF_CHAIN = 0xfffffffe;
const MAX_SECTOR = 0xfffffffa;

/** True when the OLE compound file's directory holds a 'WordDocument' stream (MS-CFB, MS-DOC). */
export function isWordCompoundFile(data: Buffer): boolean {
  if (data.length < 512 || data.readUInt32LE(0) !== 0xe011cfd0) return false;
  const shift = data.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return false;
  const sectorSize = 1 << shift;
  const sectorAt = (n: number) => (n + 1) * sectorSize;
  const sectorCount = Math.floor(data.length / sectorSize);
  // The allocation table (FAT): its first 109 sectors are listed in the header, which is enough for any
  // document under the 10 MB upload cap (109 FAT sectors map 7 MB of 512-byte sectors … or more).
  const fatSectors = Math.min(data.readUInt32LE(0x2c), 109);
  const fat: number[] = [];
  for (let i = 0; i < fatSectors; i++) {
    const s = data.readUInt32LE(0x4c + i * 4);
    if (s > MAX_SECTOR || sectorAt(s) + sectorSize > data.length) return false;
    for (let j = 0; j < sectorSize; j += 4) fat.push(data.readUInt32LE(sectorAt(s) + j));
  }
  let sector = data.readUInt32LE(0x30);
  for (let hops = 0; sector !== END_OF_CHAIN && hops < sectorCount; hops++) {
    if (sector > MAX_SECTOR || sectorAt(sector) + sectorSize > data.length) return false;
    for (let entry = sectorAt(sector); entry < sectorAt(sector) + sectorSize; entry += 128) {
      const nameBytes = Math.min(data.readUInt16LE(entry + 0x40), 64);
      const type = data.readUInt8(entry + 0x42);
      const name = data.toString('utf16le', entry, entry + Math.max(0, nameBytes - 2));
      if (type === 2 && name === 'WordDocument') return true;
    }
    sector = fat[sector] ?? END_OF_CHAIN;
  }
  return false;
}
