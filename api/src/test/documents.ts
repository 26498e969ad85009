/** Tiny but real documents for upload tests: each starts with the magic bytes of its type. */
import { crc32, deflateRawSync } from 'node:zlib';

export function samplePdf(text = 'Trade references'): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Title (${text}) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

/**
 * A Word 97-2003 file is an OLE compound file (MS-CFB version 3, 512-byte sectors): the header, one
 * allocation-table sector, one directory sector (the root and one stream), and the stream's sector.
 * `stream` names that stream: 'WordDocument' for Word, 'Workbook' for an Excel file.
 */
export function sampleDoc(stream = 'WordDocument'): Buffer {
  const FREE = 0xffffffff;
  const END = 0xfffffffe;
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c); // one FAT sector
  header.writeUInt32LE(1, 0x30); // the directory starts in sector 1
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(END, 0x3c);
  header.writeUInt32LE(END, 0x44);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREE, 0x4c + i * 4);
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0 is the FAT
  fat.writeUInt32LE(END, 4); // sector 1: the directory
  fat.writeUInt32LE(END, 8); // sector 2: the stream
  const directory = Buffer.alloc(512);
  const entry = (index: number, name: string, type: number, child: number, start: number, size: number) => {
    const at = index * 128;
    directory.write(name, at, 'utf16le');
    directory.writeUInt16LE((name.length + 1) * 2, at + 0x40);
    directory.writeUInt8(type, at + 0x42);
    directory.writeUInt8(1, at + 0x43);
    directory.writeUInt32LE(FREE, at + 0x44);
    directory.writeUInt32LE(FREE, at + 0x48);
    directory.writeUInt32LE(child, at + 0x4c);
    directory.writeUInt32LE(start, at + 0x74);
    directory.writeUInt32LE(size, at + 0x78);
  };
  entry(0, 'Root Entry', 5, 1, END, 0);
  entry(1, stream, 2, FREE, 2, 512);
  for (let i = 2; i < 4; i++) directory.writeUInt32LE(FREE, i * 128 + 0x4c);
  const content = Buffer.alloc(512);
  content.writeUInt16LE(0xa5ec, 0); // the Word file information block's magic
  return Buffer.concat([header, fat, directory, content]);
}

/**
 * A zip bomb dressed as a .docx: a real word/document.xml plus `entry` deflated from `unpackedBytes`
 * zero bytes (100 MB of zeros pack into about 100 kB).
 */
export function zipBombDocx(unpackedBytes: number): Buffer {
  const base = sampleDocx();
  const packed = deflateRawSync(Buffer.alloc(unpackedBytes));
  const name = Buffer.from('word/media/filler.bin');
  const crc = crc32(Buffer.alloc(unpackedBytes));
  const eocdAt = base.length - 22;
  const centralSize = base.readUInt32LE(eocdAt + 12);
  const centralAt = base.readUInt32LE(eocdAt + 16);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(unpackedBytes, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(unpackedBytes, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(centralAt, 42);
  const entries = base.readUInt16LE(eocdAt + 8) + 1;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries, 8);
  end.writeUInt16LE(entries, 10);
  end.writeUInt32LE(centralSize + central.length + name.length, 12);
  end.writeUInt32LE(centralAt + local.length + name.length + packed.length, 16);
  return Buffer.concat([
    base.subarray(0, centralAt),
    local,
    name,
    packed,
    base.subarray(centralAt, centralAt + centralSize),
    central,
    name,
    end,
  ]);
}

/** An uncompressed ZIP archive of the given entries. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

export function sampleDocx(): Buffer {
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml':
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
  });
}
