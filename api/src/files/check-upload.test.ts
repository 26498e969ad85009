import { UPLOAD_MISSING, UPLOAD_TOO_LARGE, UPLOAD_WRONG_TYPE } from '@cp/schemas/messages/portal';
import { sampleDoc, sampleDocx, samplePdf, zip, zipBombDocx } from '../test/documents';
import { checkDocumentUpload, MAX_UPLOAD_BYTES } from './check-upload';

describe('checkDocumentUpload', () => {
  it.each([
    ['refs.pdf', samplePdf(), 'application/pdf'],
    ['REFS.PDF', samplePdf(), 'application/pdf'],
    ['refs.doc', sampleDoc(), 'application/msword'],
    ['refs.docx', sampleDocx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('accepts %s by its content', async (name, data, contentType) => {
    await expect(checkDocumentUpload(name, data)).resolves.toMatchObject({ contentType });
  });

  it.each([
    ['an executable renamed to .pdf', 'refs.pdf', Buffer.from('MZ\x90\x00 not a pdf at all')],
    ['a PDF renamed to .docx', 'refs.docx', samplePdf()],
    ['a plain zip renamed to .docx', 'refs.docx', zip({ 'a.txt': 'hello' })],
    ['an image extension', 'refs.png', samplePdf()],
    ['no extension', 'refs', samplePdf()],
  ])('refuses %s', async (_label, name, data) => {
    await expect(checkDocumentUpload(name, data)).rejects.toThrow(UPLOAD_WRONG_TYPE);
  });

  it.each([
    ['a .docx that unpacks to 2 GiB (declared)', 'refs.docx', declaredBomb()],
    ['a .docx that really unpacks to 120 MB', 'refs.docx', zipBombDocx(120 * 1024 * 1024)],
    ['a .docx of 1,001 entries', 'refs.docx', manyEntries()],
    [
      'a PDF/HTML polyglot (HTML before the header)',
      'refs.pdf',
      Buffer.concat([Buffer.from('<html><script>alert(1)</script>'), samplePdf()]),
    ],
    [
      'a PDF carrying HTML a browser would sniff',
      'refs.pdf',
      Buffer.from('%PDF-1.4\n<html><body onload="x()">\n%%EOF'),
    ],
    ['an Excel file as .doc', 'refs.doc', sampleDoc('Workbook')],
    [
      'an OLE header with no directory as .doc',
      'refs.doc',
      Buffer.concat([sampleDoc().subarray(0, 8), Buffer.alloc(1024)]),
    ],
  ])('refuses %s', async (_label, name, data) => {
    await expect(checkDocumentUpload(name, data)).rejects.toThrow(UPLOAD_WRONG_TYPE);
  });

  it('accepts a .docx with a picture of ordinary size', async () => {
    await expect(checkDocumentUpload('refs.docx', zipBombDocx(2 * 1024 * 1024))).resolves.toMatchObject({
      ext: '.docx',
    });
  });

  it('refuses an empty or missing file', async () => {
    await expect(checkDocumentUpload('refs.pdf', Buffer.alloc(0))).rejects.toThrow(UPLOAD_MISSING);
    await expect(checkDocumentUpload('refs.pdf', undefined)).rejects.toThrow(UPLOAD_MISSING);
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([samplePdf(), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    await expect(checkDocumentUpload('refs.pdf', big)).rejects.toThrow(UPLOAD_TOO_LARGE);
  });

  it('keeps only a clean base name', async () => {
    const checked = await checkDocumentUpload('C:\\Users\\me\\..\\"Trade; refs".pdf', samplePdf());
    expect(checked).toMatchObject({ name: 'Trade refs.pdf', base: 'Trade refs', ext: '.pdf' });
  });
});

/** The sample .docx with its document part's central-directory size claiming 2 GiB. */
function declaredBomb(): Buffer {
  const docx = Buffer.from(sampleDocx());
  const centralAt = docx.readUInt32LE(docx.length - 22 + 16);
  docx.writeUInt32LE(0x80000000, centralAt + 24);
  return docx;
}

function manyEntries(): Buffer {
  const entries: Record<string, string> = { 'word/document.xml': '<w:document/>' };
  for (let i = 0; i < 1000; i++) entries[`word/media/${i}.txt`] = 'x';
  return zip(entries);
}
