import { UPLOAD_MISSING, UPLOAD_TOO_LARGE, UPLOAD_WRONG_TYPE } from '@cp/schemas/messages/portal';
import { sampleDoc, sampleDocx, samplePdf, zip } from '../test/documents';
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
