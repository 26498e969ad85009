import { sanitizeFileName, splitExtension } from './sanitize-name';

describe('sanitizeFileName', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\temp\\refs.pdf', 'refs.pdf'],
    ['  My   refs.PDF ', 'My refs.PDF'],
    ['bad"<name>|?*.doc', 'badname.doc'],
    ['line\r\nbreak.pdf', 'line break.pdf'],
    ['...hidden.pdf', 'hidden.pdf'],
    ['', 'document'],
    ['///', 'document'],
  ])('%j -> %j', (raw, expected) => {
    expect(sanitizeFileName(raw)).toBe(expected);
  });

  it('caps long names and keeps the extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(400)}.docx`);
    expect(name).toHaveLength(150);
    expect(name.endsWith('.docx')).toBe(true);
  });

  it('splits the extension in lower case', () => {
    expect(splitExtension('report.final.PDF')).toEqual({ base: 'report.final', ext: '.pdf' });
    expect(splitExtension('.pdf')).toEqual({ base: '.pdf', ext: '' });
  });
});
